import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, jsonBody, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { listTickets, openTicket } from '@/lib/server/services/support';
import { openTicketSchema, ticketPageQuerySchema } from '@/lib/validation/support';

export const dynamic = 'force-dynamic';

/** GET support-tickets/?page → data.tickets (the customer's own, most recently active first), meta.pagination. */
export const GET = handle(async (request) => {
  const { user } = await requireAuth(request);
  const { page } = parseOrThrow(ticketPageQuerySchema, queryObject(request));
  const { tickets, pagination } = await listTickets(user.id, page);
  return ok({ tickets }, { pagination });
});

/** POST support-tickets {subject, message, orderId?, attachments?} → 201 data.ticket: a new question to customer care. */
export const POST = write({ account: 'post-user', client: 'write-ip' }, async (request) => {
  const { user } = await requireAuth(request);
  const input = parseOrThrow(openTicketSchema, await jsonBody(request));
  return ok({ ticket: await openTicket(user.id, input) }, undefined, { status: 201 });
});
