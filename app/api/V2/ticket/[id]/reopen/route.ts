import { requireAuth } from '@/lib/server/auth/request-auth';
import { ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { reopenTicket } from '@/lib/server/services/support';
import { idPathSchema } from '@/lib/validation/catalogue';

export const dynamic = 'force-dynamic';

/** POST ticket/{id}/reopen → data.ticket, Open again: only within REOPEN_WINDOW_DAYS of being resolved (409 after). */
export const POST = write<{ params: Promise<{ id: string }> }>({ account: 'profile-user', client: 'write-ip' }, async (request, { params }) => {
  const { user } = await requireAuth(request);
  const { id } = parseOrThrow(idPathSchema, await params);
  return ok({ ticket: await reopenTicket(user.id, id) });
});
