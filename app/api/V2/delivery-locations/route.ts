import { handle, ok } from '@/lib/server/http/respond';
import { listDeliveryLocations } from '@/lib/server/services/delivery';

// The places we deliver to, flat (data.deliveryLocations) and as a region → city → area tree, plus the address
// labels (data.alias). SPEC §9: the browser keeps the list an hour; shared caches may too.

export const GET = handle(async () => ok(await listDeliveryLocations(), undefined, { cache: 'reference' }));
