import { requireAuth } from '@/lib/server/auth/request-auth';
import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { checkSlug } from '@/lib/server/services/quizzes';
import { slugCheckSchema } from '@/lib/validation/quiz';

// POST quizzes/slug-check {title?, slug?, quizId?} → data: {slug, available, message, suggestion}: the address a
// title gives (Devanagari transliterated), whether it is free (the quiz being edited keeps its own) or reserved.
export const dynamic = 'force-dynamic';

export const POST = write({ account: 'lookup-user', client: 'register-check-ip' }, async (request) => {
  await requireAuth(request);
  const input = parseOrThrow(slugCheckSchema, await jsonBody(request));
  // Typed live, so generous; the same rule as the register form's availability check.
  return ok(await checkSlug(input), undefined, { cache: 'private' });
});
