import { ok } from '@/lib/server/http/respond';
import { staffRead } from '@/lib/server/http/staff-route';
import { getSellerApplication } from '@/lib/server/services/applications';
import { idFrom, type IdContext } from '../../_params';

// GET admin/applications/sellers/{id} → data: the Seller application with its fields, last decision and what may be done now.
export const dynamic = 'force-dynamic';

export const GET = staffRead<IdContext>('moderation.act', async (_request, _staff, context) => {
  return ok(await getSellerApplication(await idFrom(context, 'Seller application')), undefined, { cache: 'private' });
});
