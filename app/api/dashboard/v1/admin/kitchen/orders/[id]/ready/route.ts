import { notFound } from '@/lib/server/http/errors';
import { ok } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { moveThroughKitchen } from '@/lib/server/services/kitchen';
import { rowIdOrNull } from '@/lib/validation/ids';

// POST admin/kitchen/orders/{id}/ready → data: the order. The kitchen's "Ready (baking → ready)", as the staff member who
// pressed it; 404 for an unknown order, 409 (invalid_transition) when the order is not at that step.
export const dynamic = 'force-dynamic';

export const POST = staffWrite<{ params: Promise<{ id: string }> }>('kitchen.work', async (_request, staff, { params }) => {
  const id = rowIdOrNull((await params).id);
  if (id === null) throw notFound('Order');
  return ok(await moveThroughKitchen(id, 'ready', staff.user.id));
});
