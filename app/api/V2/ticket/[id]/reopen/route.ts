import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, ok, parseOrThrow } from '@/lib/server/http/respond';
import { reopenTicket } from '@/lib/server/services/support';
import { idPathSchema } from '@/lib/validation/catalogue';

export const dynamic = 'force-dynamic';

/** POST ticket/{id}/reopen → data.ticket, Open again: only within REOPEN_WINDOW_DAYS of being resolved (409 after). */
export const POST = handle<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const { user } = await requireAuth(request);
  const { id } = parseOrThrow(idPathSchema, await params);
  return ok({ ticket: await reopenTicket(user.id, id) });
});
