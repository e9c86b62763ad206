import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { productCombos, products } from '@/lib/server/db/schema';
import { badRequest } from '@/lib/server/http/errors';
import { recordAudit } from '@/lib/server/services/audit/record';
import { invalidateCatalogue } from '@/lib/server/services/catalogue/invalidate';
import { CATALOGUE_MESSAGES } from '@/lib/validation/catalogue-admin';
import { combosOf, getAdminProduct, type AdminProduct } from './product-view';
import { withProductVersion } from './save-product';

// "Goes well with": the products offered with this one at a bundle price, in the order the product page shows them.
// The editor sends the whole list, so adding, removing and reordering are one versioned save.

export async function saveCombos(productId: number, version: number, combos: { productId: number; comboPrice: number }[]): Promise<AdminProduct> {
  const changed = await getDb().transaction(async (tx) => {
    const result = await withProductVersion(tx, productId, version, async () => {
      if (combos.some((c) => c.productId === productId)) throw badRequest('Please check the highlighted fields.', { combos: CATALOGUE_MESSAGES.comboProduct });
      const ids = combos.map((c) => c.productId);
      const found = ids.length ? await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids)) : [];
      if (found.length !== ids.length) throw badRequest('Please check the highlighted fields.', { combos: 'One of these products does not exist.' });
      const old = await combosOf(tx, productId);
      await tx.delete(productCombos).where(eq(productCombos.productId, productId));
      if (combos.length) {
        await tx.insert(productCombos).values(combos.map((c, position) => ({ productId, comboProductId: c.productId, comboPrice: c.comboPrice, position })));
      }
      return old;
    });
    const now = await combosOf(tx, productId);
    const list = (rows: typeof now) => rows.map((c) => ({ productId: c.productId, comboPrice: c.comboPrice }));
    await recordAudit(tx, {
      action: 'product.combos',
      entity: 'product',
      entityId: productId,
      summary: `${result.after.name}: ${now.length} combo${now.length === 1 ? '' : 's'} (${now.map((c) => c.name).join(', ') || 'none'})`,
      before: { combos: list(result.result) },
      after: { combos: list(now) },
    });
    return result;
  });
  invalidateCatalogue([{ id: productId, slug: changed.after.slug }]);
  return (await getAdminProduct(productId))!;
}
