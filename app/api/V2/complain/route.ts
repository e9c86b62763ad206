import { requireAuth } from '@/lib/server/auth/request-auth';
import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { complain } from '@/lib/server/services/support';
import { complainSchema } from '@/lib/validation/support';

export const dynamic = 'force-dynamic';

/**
 * POST complain {orderId, reason (late, damaged, wrong_message, wrong_item, payment_unpaid, other), message,
 * attachments?} → 201 data.ticket: a support ticket tied to the order (200 with joined: true when the order already
 * has a ticket in progress, which the complaint joins). Another customer's order is a 404.
 */
export const POST = write({ account: 'post-user', client: 'write-ip' }, async (request) => {
  const { user } = await requireAuth(request);
  const input = parseOrThrow(complainSchema, await jsonBody(request));
  const { joined, ...ticket } = await complain(user.id, input);
  return ok({ ticket, joined }, undefined, { status: joined ? 200 : 201 });
});
