import { handle } from '@/lib/server/http/respond';
import { listAccessories } from '@/lib/server/services/catalogue';
import { publicOk } from '../_support/catalogue-route';

/** Every add-on (candles, knives, cards, balloons, poppers, toppers); SPEC §7 reads data.accessories. */
export const GET = handle(async () => publicOk({ accessories: await listAccessories() }));
