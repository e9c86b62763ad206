import { z } from 'zod';
import { handle, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { causeView, donorWall, findCause } from '@/lib/server/services/donations';
import { gameSlugSchema } from '@/lib/validation/games';
import { wallPageSchema } from '@/lib/validation/donations';

export const dynamic = 'force-dynamic';

const pathSchema = z.object({ slug: gameSlugSchema });

/** GET donations/{slug}?page → data.cause, data.donors (this cause's wall), meta.pagination. */
export const GET = handle<{ params: Promise<{ slug: string }> }>(async (request, { params }) => {
  const { slug } = parseOrThrow(pathSchema, await params);
  const { page } = parseOrThrow(wallPageSchema, queryObject(request));
  const cause = await findCause(slug);
  const wall = await donorWall(cause.id, page);
  return ok({ cause: causeView(cause), donors: wall.donors }, { pagination: wall.pagination });
});
