import { notFound } from '@/lib/server/http/errors';
import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffRead, staffWrite } from '@/lib/server/http/staff-route';
import { getAdminProduct, updateProduct } from '@/lib/server/services/catalogue-admin';
import { productUpdateSchema } from '@/lib/validation/catalogue-admin';
import { idFrom, type IdContext } from '../../_params';

// GET admin/catalogue/products/{id} → data.product: every field (paisa), categories, occasions, cake rules, combos,
// version. PATCH {version, …changed fields (rupees)} → data.product; 409 stale_version when another editor saved
// since `version` (nothing written), 409 slug_taken, 400 by field.
export const dynamic = 'force-dynamic';

export const GET = staffRead<IdContext>('catalogue.manage', async (_request, _staff, context) => {
  const product = await getAdminProduct(await idFrom(context, 'Product'));
  if (!product) throw notFound('Product');
  return ok({ product }, undefined, { cache: 'private' });
});

export const PATCH = staffWrite<IdContext>('catalogue.manage', async (request, _staff, context) => {
  const id = await idFrom(context, 'Product');
  const input = parseOrThrow(productUpdateSchema, await jsonBody(request));
  return ok({ product: await updateProduct(id, input) }, undefined, { cache: 'private' });
});
