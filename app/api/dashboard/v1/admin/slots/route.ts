import { ok } from '@/lib/server/http/respond';
import { staffRead } from '@/lib/server/http/staff-route';
import { loadSlotCapacity } from '@/lib/server/services/kitchen';

// GET admin/slots → data {days, methods: [{code, name, slots: [{id, label, capacity, booked: [per day]}]}]}: each
// delivery method's slots with their daily capacity in cakes and what is booked on each of the next 7 Kathmandu days.
export const dynamic = 'force-dynamic';

export const GET = staffRead('slots.manage', async () => ok(await loadSlotCapacity(), undefined, { cache: 'private' }));
