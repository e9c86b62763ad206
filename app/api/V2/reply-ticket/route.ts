import { requireAuth } from '@/lib/server/auth/request-auth';
import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { replyToTicket } from '@/lib/server/services/support';
import { replyTicketSchema } from '@/lib/validation/support';

export const dynamic = 'force-dynamic';

/**
 * POST reply-ticket {ticketId, message, attachments?} → data.ticket, data.opened. A reply continues the conversation
 * (reopening a recently resolved ticket); a reply to a closed ticket opens a new one linked to it (opened: true, 201).
 */
export const POST = write({ account: 'post-user', client: 'write-ip' }, async (request) => {
  const { user } = await requireAuth(request);
  const input = parseOrThrow(replyTicketSchema, await jsonBody(request));
  const result = await replyToTicket(user.id, input);
  return ok(result, undefined, { status: result.opened ? 201 : 200 });
});
