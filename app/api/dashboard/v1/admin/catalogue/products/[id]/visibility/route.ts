import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { setProductVisibility } from '@/lib/server/services/catalogue-admin';
import { productVisibilitySchema } from '@/lib/validation/catalogue-admin';
import { idFrom, type IdContext } from '../../../_params';

// POST admin/catalogue/products/{id}/visibility {isActive, version} → data.product. Hidden: gone from every storefront
// list, search, its page (404), cart add and the sitemap at once; shown: back everywhere.
export const dynamic = 'force-dynamic';

export const POST = staffWrite<IdContext>('catalogue.manage', async (request, _staff, context) => {
  const id = await idFrom(context, 'Product');
  const { isActive, version } = parseOrThrow(productVisibilitySchema, await jsonBody(request));
  return ok({ product: await setProductVisibility(id, isActive, version) }, undefined, { cache: 'private' });
});
