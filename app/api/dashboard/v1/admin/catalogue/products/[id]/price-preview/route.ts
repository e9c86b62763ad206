import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffLookup } from '@/lib/server/http/staff-route';
import { previewCakePrice } from '@/lib/server/services/catalogue-admin';
import { pricePreviewSchema } from '@/lib/validation/catalogue-admin';
import { idFrom, type IdContext } from '../../../_params';

// POST admin/catalogue/products/{id}/price-preview {price, salePrice (rupees), rules (as being edited), selection
// {pound, tier, height, flavorId, icingType, eggless, lessCream}} → data {ok, price, listPrice, campaignPrice,
// breakdown} (paisa) or {ok: false, field, message}: what the storefront would charge for that choice under those
// rules, by its own price function. Writes nothing (a read declared as POST for its body).
export const dynamic = 'force-dynamic';

export const POST = staffLookup<IdContext>('catalogue.manage', async (request, _staff, context) => {
  const id = await idFrom(context, 'Product');
  const input = parseOrThrow(pricePreviewSchema, await jsonBody(request));
  return ok(await previewCakePrice(id, input), undefined, { cache: 'private' });
});
