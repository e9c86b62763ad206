import { handle } from '@/lib/server/http/respond';
import { listStores } from '@/lib/server/services/catalogue';
import { publicOk } from '../_support/catalogue-route';

export const GET = handle(async () => publicOk({ stores: await listStores() }));
