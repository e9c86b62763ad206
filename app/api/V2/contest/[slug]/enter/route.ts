import { enforceRateLimit } from '@/lib/server/auth/rate-limit';
import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { submitEntry } from '@/lib/server/services/contests';
import { entrySchema } from '@/lib/validation/contests';
import { slugOr404 } from '../../../_support/catalogue-route';

// POST contest/{slug}/enter {title, story, photoUploadId} → 201 data.entry (status 'pending' when the contest
// approves entries first). A logged-in customer with a verified phone, while entries are open; the photo is an
// upload/file of kind 'contest-entry'. The same entry sent twice (a double tap) answers 200 with it.
export const dynamic = 'force-dynamic';

export const POST = handle<{ params: Promise<{ slug: string }> }>(async (request, { params }) => {
  const { user } = await requireAuth(request);
  const slug = slugOr404((await params).slug, 'Contest');
  const input = parseOrThrow(entrySchema, await jsonBody(request));
  await enforceRateLimit('post-user', String(user.id));
  const { entry, created } = await submitEntry(user.id, slug, input);
  return ok({ entry }, undefined, { status: created ? 201 : 200, headers: { 'Cache-Control': 'private, no-store' } });
});
