import { handle } from '@/lib/server/http/respond';
import { getCakeCategories } from '@/lib/server/services/catalogue';
import { publicOk } from '../_support/catalogue-route';

export const GET = handle(async () => publicOk({ categories: await getCakeCategories() }));
