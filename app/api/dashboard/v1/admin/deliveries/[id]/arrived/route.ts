import { ok } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { arrived } from '@/lib/server/services/deliveries';
import { orderIdOf, type IdContext } from '../../_params';

// POST admin/deliveries/{id}/arrived → the rider is at the door (once; the status stays out for delivery).
export const dynamic = 'force-dynamic';

export const POST = staffWrite<IdContext>('deliveries.own', async (_request, staff, { params }) =>
  ok(await arrived(await orderIdOf(params, 'Delivery'), staff.user.id), undefined, { cache: 'private' }),
);
