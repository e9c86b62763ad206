import { handle } from '@/lib/server/http/respond';
import { listCakeAccessories } from '@/lib/server/services/catalogue';
import { publicOk } from '../_support/catalogue-route';

/** Add-ons that go with a cake (candles, knife, topper, popper). */
export const GET = handle(async () => publicOk({ accessories: await listCakeAccessories() }));
