import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { saveCombos } from '@/lib/server/services/catalogue-admin';
import { combosSaveSchema } from '@/lib/validation/catalogue-admin';
import { idFrom, type IdContext } from '../../../_params';

// PUT admin/catalogue/products/{id}/combos {version, combos: [{productId, comboPrice (rupees)}]} → data.product: the
// whole "goes well with" list in its order (add, remove, reorder in one save).
export const dynamic = 'force-dynamic';

export const PUT = staffWrite<IdContext>('catalogue.manage', async (request, _staff, context) => {
  const id = await idFrom(context, 'Product');
  const { version, combos } = parseOrThrow(combosSaveSchema, await jsonBody(request));
  return ok({ product: await saveCombos(id, version, combos) }, undefined, { cache: 'private' });
});
