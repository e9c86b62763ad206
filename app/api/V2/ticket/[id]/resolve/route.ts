import { requireAuth } from '@/lib/server/auth/request-auth';
import { ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { resolveTicket } from '@/lib/server/services/support';
import { idPathSchema } from '@/lib/validation/catalogue';

export const dynamic = 'force-dynamic';

/** POST ticket/{id}/resolve → data.ticket, now Resolved (409 when it already is, or is closed). */
export const POST = write<{ params: Promise<{ id: string }> }>({ account: 'profile-user', client: 'write-ip' }, async (request, { params }) => {
  const { user } = await requireAuth(request);
  const { id } = parseOrThrow(idPathSchema, await params);
  return ok({ ticket: await resolveTicket(user.id, id) });
});
