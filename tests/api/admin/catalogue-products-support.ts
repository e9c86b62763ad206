import { and, desc, eq } from 'drizzle-orm';
import { GET as listRoute, POST as createRoute } from '@/app/api/dashboard/v1/admin/catalogue/products/route';
import { GET as getRoute, PATCH as patchRoute } from '@/app/api/dashboard/v1/admin/catalogue/products/[id]/route';
import { PUT as cakeOptionsRoute } from '@/app/api/dashboard/v1/admin/catalogue/products/[id]/cake-options/route';
import { PUT as combosRoute } from '@/app/api/dashboard/v1/admin/catalogue/products/[id]/combos/route';
import { POST as previewRoute } from '@/app/api/dashboard/v1/admin/catalogue/products/[id]/price-preview/route';
import { POST as visibilityRoute } from '@/app/api/dashboard/v1/admin/catalogue/products/[id]/visibility/route';
import { getDb } from '@/lib/server/db/client';
import { auditLog, brands, categories, occasions, stores } from '@/lib/server/db/schema';
import type { AdminProduct } from '@/lib/server/services/catalogue-admin';
import { asStaff } from './kitchen-support';

// The catalogue editor's calls (issue 25), as a staff member's browser makes them, and the shop's reference rows a
// new product needs, found by what they are.

export type Who = { headers: Record<string, string> } | null;

const path = '/api/dashboard/v1/admin/catalogue/products';

export const listProducts = (who: Who, query = '') => asStaff(listRoute, `${path}${query}`, who);
export const createProduct = (who: Who, body: unknown) => asStaff(createRoute, path, who, { method: 'POST', body });
export const getProduct = (who: Who, id: number | string) => asStaff(getRoute, `${path}/${id}`, who, { params: { id: String(id) } });
export const patchProduct = (who: Who, id: number | string, body: unknown) =>
  asStaff(patchRoute, `${path}/${id}`, who, { method: 'PATCH', body, params: { id: String(id) } });
export const setVisibility = (who: Who, id: number, body: unknown) =>
  asStaff(visibilityRoute, `${path}/${id}/visibility`, who, { method: 'POST', body, params: { id: String(id) } });
export const putCakeOptions = (who: Who, id: number, body: unknown) =>
  asStaff(cakeOptionsRoute, `${path}/${id}/cake-options`, who, { method: 'PUT', body, params: { id: String(id) } });
export const previewPrice = (who: Who, id: number, body: unknown) =>
  asStaff(previewRoute, `${path}/${id}/price-preview`, who, { method: 'POST', body, params: { id: String(id) } });
export const putCombos = (who: Who, id: number, body: unknown) =>
  asStaff(combosRoute, `${path}/${id}/combos`, who, { method: 'PUT', body, params: { id: String(id) } });

export const productOf = (res: { body: { data: { product: AdminProduct } } }) => res.body.data.product;

/** The ids a new product of each kind is filed under in the demo shop. */
export async function references() {
  const db = getDb();
  const category = async (slug: string) => (await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug)))[0]!.id;
  const [store] = await db.select({ id: stores.id }).from(stores).orderBy(stores.id).limit(1);
  const [brand] = await db.select({ id: brands.id }).from(brands).orderBy(brands.id).limit(1);
  const [occasion] = await db.select({ id: occasions.id }).from(occasions).where(eq(occasions.slug, 'birthday'));
  return {
    storeId: store!.id,
    brandId: brand!.id,
    birthday: occasion!.id,
    cakes: await category('cakes'),
    flowers: await category('flowers'),
    gifts: await category('hampers'),
    automobiles: await category('automobiles'),
  };
}

let serial = 0;
/** A slug no other test uses. */
export const uniqueSlug = (stem: string) => `${stem}-${Date.now().toString(36)}-${++serial}`;

export async function auditEntries(entityId: number, action: string) {
  return getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(entityId)), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id));
}
