import { jsonBody, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { staffRead, staffWrite } from '@/lib/server/http/staff-route';
import { createProduct, listAdminProducts } from '@/lib/server/services/catalogue-admin';
import { adminProductListSchema, productCreateSchema } from '@/lib/validation/catalogue-admin';

// GET admin/catalogue/products?q&type&categoryId&brandId&storeId&visibility&stock&urgent&readyMade&sort&after&perPage →
// data.products (one keyset page, hidden products too), meta.next (the next page's `after`, or null).
// POST admin/catalogue/products {type, name, slug, price (rupees), …} → 201 data.product (prices in paisa).
export const dynamic = 'force-dynamic';

export const GET = staffRead('catalogue.manage', async (request) => {
  const query = parseOrThrow(adminProductListSchema, queryObject(request));
  const { rows, next } = await listAdminProducts(query);
  return ok({ products: rows }, { next, perPage: query.perPage }, { cache: 'private' });
});

export const POST = staffWrite('catalogue.manage', async (request) => {
  const input = parseOrThrow(productCreateSchema, await jsonBody(request));
  return ok({ product: await createProduct(input) }, undefined, { status: 201, cache: 'private' });
});
