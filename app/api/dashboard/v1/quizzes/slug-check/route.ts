import { clientAddress, enforceRateLimit } from '@/lib/server/auth/rate-limit';
import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { checkSlug } from '@/lib/server/services/quizzes';
import { slugCheckSchema } from '@/lib/validation/quiz';

// POST quizzes/slug-check {title?, slug?, quizId?} → data: {slug, available, message, suggestion}: the address a
// title gives (Devanagari transliterated), whether it is free (the quiz being edited keeps its own) or reserved.
export const dynamic = 'force-dynamic';

export const POST = handle(async (request) => {
  await requireAuth(request);
  const input = parseOrThrow(slugCheckSchema, await jsonBody(request));
  // Typed live, so generous; the same rule as the register form's availability check.
  await enforceRateLimit('register-check-ip', clientAddress(request));
  return ok(await checkSlug(input), undefined, { headers: { 'Cache-Control': 'private, no-store' } });
});
