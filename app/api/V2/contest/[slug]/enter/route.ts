import { requireAuth } from '@/lib/server/auth/request-auth';
import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { submitEntry } from '@/lib/server/services/contests';
import { entrySchema } from '@/lib/validation/contests';
import { slugOr404 } from '../../../_support/catalogue-route';

// POST contest/{slug}/enter {title, story, photoUploadId} → 201 data.entry (status 'pending' when the contest
// approves entries first). A logged-in customer with a verified phone, while entries are open; the photo is an
// upload/file of kind 'contest-entry'. The same entry sent twice (a double tap) answers 200 with it.
export const dynamic = 'force-dynamic';

export const POST = write<{ params: Promise<{ slug: string }> }>({ account: 'post-user', client: 'write-ip' }, async (request, { params }) => {
  const { user } = await requireAuth(request);
  const slug = slugOr404((await params).slug, 'Contest');
  const input = parseOrThrow(entrySchema, await jsonBody(request));
  const { entry, created } = await submitEntry(user.id, slug, input);
  return ok({ entry }, undefined, { status: created ? 201 : 200, cache: 'private' });
});
