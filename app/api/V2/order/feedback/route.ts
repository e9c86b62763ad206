import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { giveFeedback } from '@/lib/server/services/orders';
import { feedbackSchema } from '@/lib/validation/orders';

// POST {orderId, rating 1–5, comment?} → 201 data: the feedback. Once per order, after it was delivered.
export const dynamic = 'force-dynamic';

export const POST = handle(async (request) => {
  const { user } = await requireAuth(request);
  const input = parseOrThrow(feedbackSchema, await jsonBody(request));
  return ok(await giveFeedback(user.id, input), undefined, { status: 201 });
});
