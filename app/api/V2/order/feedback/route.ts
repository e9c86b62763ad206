import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { feedbackPrompt, giveFeedback } from '@/lib/server/services/orders';
import { feedbackSchema } from '@/lib/validation/orders';

export const dynamic = 'force-dynamic';

/** GET → data.orderFeedback: the last delivered order still waiting for a rating (the home page's prompt), or null. */
export const GET = handle(async (request) => {
  const { user } = await requireAuth(request);
  return ok({ orderFeedback: await feedbackPrompt(user.id) }, undefined, { cache: 'private' });
});

/**
 * POST {orderId, rating 1–5 (the cake), deliveryRating?, riderRating?, comment?} → 201 data: the feedback. Once per
 * order, after it was delivered (409 before, and after the first); another customer's order is a 404.
 */
export const POST = write({ account: 'post-user', client: 'write-ip' }, async (request) => {
  const { user } = await requireAuth(request);
  const input = parseOrThrow(feedbackSchema, await jsonBody(request));
  return ok(await giveFeedback(user.id, input), undefined, { status: 201 });
});
