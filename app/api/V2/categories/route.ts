import { handle } from '@/lib/server/http/respond';
import { getCategoryTree, listBrands } from '@/lib/server/services/catalogue';
import { publicOk } from '../_support/catalogue-route';

/** The category tree and brands (SPEC §3 Category: items, brands). */
export const GET = handle(async () => {
  const [items, brands] = await Promise.all([getCategoryTree(), listBrands()]);
  return publicOk({ items, brands });
});
