import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { saveCakeRules } from '@/lib/server/services/catalogue-admin';
import { cakeOptionsSaveSchema } from '@/lib/validation/catalogue-admin';
import { idFrom, type IdContext } from '../../../_params';

// PUT admin/catalogue/products/{id}/cake-options {version, rules: {minPound, maxPound, poundStep, pricePerExtraPound,
// egglessPerPound, …, tiers, heights, flavours, icings} | null} → data.product. Amounts in rupees; null rules: the
// cake is sold as it is. 422 not_a_cake for another type.
export const dynamic = 'force-dynamic';

export const PUT = staffWrite<IdContext>('catalogue.manage', async (request, _staff, context) => {
  const id = await idFrom(context, 'Product');
  const { version, rules } = parseOrThrow(cakeOptionsSaveSchema, await jsonBody(request));
  return ok({ product: await saveCakeRules(id, version, rules) }, undefined, { cache: 'private' });
});
