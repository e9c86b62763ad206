import { notFound } from '@/lib/server/http/errors';
import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { setSlotCapacity } from '@/lib/server/services/kitchen';
import { rowIdOrNull } from '@/lib/validation/ids';
import { slotCapacitySchema } from '@/lib/validation/kitchen';

// PATCH admin/slots/{id} {capacity: 0–500} → data {id, label, capacity}: how many cakes the slot takes a day (0 closes
// it). Below what is booked is allowed: those orders stand, the slot takes no more.
export const dynamic = 'force-dynamic';

export const PATCH = staffWrite<{ params: Promise<{ id: string }> }>('slots.manage', async (request, _staff, { params }) => {
  const id = rowIdOrNull((await params).id);
  if (id === null) throw notFound('Slot');
  const { capacity } = parseOrThrow(slotCapacitySchema, await jsonBody(request));
  return ok(await setSlotCapacity(id, capacity));
});
