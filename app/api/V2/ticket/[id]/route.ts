import { requireAuth } from '@/lib/server/auth/request-auth';
import { handle, ok, parseOrThrow } from '@/lib/server/http/respond';
import { ticketDetail } from '@/lib/server/services/support';
import { idPathSchema } from '@/lib/validation/catalogue';

export const dynamic = 'force-dynamic';

/** GET ticket/{id} → data.ticket: the conversation, status and what the customer may do. Anyone else's is a 404. */
export const GET = handle<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const { user } = await requireAuth(request);
  const { id } = parseOrThrow(idPathSchema, await params);
  return ok({ ticket: await ticketDetail(user.id, id) });
});
