import { eq, sql } from 'drizzle-orm';
import { GET as categoryRoute } from '@/app/api/V2/category/[slug]/route';
import { POST as quoteRoute } from '@/app/api/V2/checkout-quote/route';
import { GET as productRoute } from '@/app/api/V2/product/[idOrSlug]/route';
import { GET as searchRoute } from '@/app/api/V2/search/route';
import type { ProductCard } from '@/lib/domain/catalogue-types';
import type { StaffRole } from '@/lib/domain/staff-roles';
import { categories, products } from '@/lib/server/db/schema';
import { listSitemapProducts } from './sitemap-probe';
import { callRoute } from '../support/call-route';
import { concurrently } from '../support/concurrently';
import { useTestDatabase } from '../support/database';
import { newStaffMember } from '../support/users';
import { Shopper } from '../cart/visitor';
import { addressFor, call, checkoutBody, giftProduct, newCustomer } from '../orders/support';
import { placeOrder } from './kitchen-support';
import {
  auditEntries,
  createProduct,
  getProduct,
  listProducts,
  patchProduct,
  productOf,
  references,
  setVisibility,
  uniqueSlug,
} from './catalogue-products-support';

// The catalogue's products in the back office (issue 25): staff with catalogue.manage (owner, manager, editor) create
// products of every type, edit them with prices typed in rupees, hide and show them; the storefront's product page,
// category list, search, cart and checkout show the change on the next request; a form loaded before another
// editor's save is refused (409) instead of overwriting it; every save is in the audit trail.

const { db } = useTestDatabase();

const productPage = (slug: string) => callRoute(productRoute, { url: `/api/V2/product/${slug}`, params: { idOrSlug: slug } });
const categoryPage = (slug: string, query = '') => callRoute(categoryRoute, { url: `/api/V2/category/${slug}${query}`, params: { slug } });
const search = (q: string) => callRoute(searchRoute, { url: `/api/V2/search?q=${encodeURIComponent(q)}&source=web&perPage=48` });
const cardIn = (cards: ProductCard[], id: number) => cards.find((c) => c.id === id);

async function mainCategorySlug(productId: number): Promise<string> {
  const [row] = await db().select({ slug: categories.slug }).from(products).innerJoin(categories, eq(categories.id, products.categoryId)).where(eq(products.id, productId));
  return row!.slug;
}

describe('creating products (POST admin/catalogue/products)', () => {
  it('creates a cake, flowers, a gift and an automobile; prices typed in rupees are kept in paisa; each is on the storefront at once', async () => {
    const editor = await newStaffMember('editor');
    const ref = await references();
    const kinds = [
      { type: 'cake', categoryIds: [ref.cakes], name: 'Himalayan Honey Cake', price: 1450, salePrice: 1299.5 },
      { type: 'product', categoryIds: [ref.flowers], name: 'Rhododendron Bouquet', price: 2100, salePrice: null },
      { type: 'product', categoryIds: [ref.gifts, ref.flowers], name: 'Tihar Gift Hamper', price: 3250.75, salePrice: 2999 },
      { type: 'automobile', categoryIds: [ref.automobiles], name: 'City Electric Scooter', price: 185000, salePrice: null },
    ] as const;
    for (const kind of kinds) {
      const slug = uniqueSlug(kind.name.toLowerCase().replace(/ /g, '-'));
      const res = await createProduct(editor, {
        ...kind,
        slug,
        storeId: ref.storeId,
        brandId: ref.brandId,
        occasionIds: [ref.birthday],
        stock: 12,
        tags: ['Bestseller', 'new'],
        colors: ['Red'],
        sizes: ['Medium'],
        isUrgent: true,
        metaTitle: `${kind.name} | Upahar Ghar`,
        metaDescription: 'Delivered in Kathmandu the same day.',
      });
      expect({ name: kind.name, status: res.status }).toEqual({ name: kind.name, status: 201 });
      const product = productOf(res);
      expect(product).toMatchObject({
        type: kind.type,
        slug,
        price: Math.round(kind.price * 100),
        salePrice: kind.salePrice === null ? null : Math.round(kind.salePrice * 100),
        stock: 12,
        tags: ['bestseller', 'new'],
        colors: ['red'],
        categoryIds: [...kind.categoryIds],
        occasionIds: [ref.birthday],
        isActive: true,
        isUrgent: true,
        version: 1,
      });
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      const [entry] = await auditEntries(product.id, 'product.create');
      expect(entry?.summary).toContain(kind.name);

      if (kind.type === 'automobile') continue; // automobiles have their own page (/automobile/…), not the product API
      const page = await productPage(slug);
      expect(page.status).toBe(200);
      expect(page.body.data.product).toMatchObject({ id: product.id, name: kind.name, price: product.price, sellingPrice: product.salePrice ?? product.price });
      // Found by its name in search, from the words the editor's save wrote.
      expect(cardIn((await search(kind.name)).body.data.products, product.id)).toBeTruthy();
    }
  });

  it('refuses bad input by field (400): meta title over 60 and description over 160, sale not below price, a taken slug (409)', async () => {
    const editor = await newStaffMember('editor');
    const ref = await references();
    const base = { type: 'product', name: 'Marigold Garland', slug: uniqueSlug('marigold-garland'), price: 450, categoryIds: [ref.flowers], storeId: ref.storeId };
    const tooLong = await createProduct(editor, { ...base, metaTitle: 'x'.repeat(61), metaDescription: 'y'.repeat(161) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.fields).toEqual({ metaTitle: 'Keep the meta title to 60 characters.', metaDescription: 'Keep the meta description to 160 characters.' });
    const exact = await createProduct(editor, { ...base, metaTitle: 'x'.repeat(60), metaDescription: 'y'.repeat(160) });
    expect(exact.status).toBe(201);

    for (const [body, field] of [
      [{ ...base, slug: uniqueSlug('a'), salePrice: 450 }, 'salePrice'],
      [{ ...base, slug: uniqueSlug('a'), price: 12.345 }, 'price'],
      [{ ...base, slug: uniqueSlug('a'), price: 0 }, 'price'],
      [{ ...base, slug: 'Not A Slug' }, 'slug'],
      [{ ...base, slug: uniqueSlug('a'), categoryIds: [] }, 'categoryIds'],
      [{ ...base, slug: uniqueSlug('a'), type: 'balloon' }, 'type'],
      [{ ...base, slug: uniqueSlug('a'), storeId: 999_999 }, 'storeId'],
      [{ ...base, slug: uniqueSlug('a'), categoryIds: [999_999] }, 'categoryIds'],
    ] as const) {
      const res = await createProduct(editor, body);
      expect({ field, status: res.status }).toEqual({ field, status: 400 });
      expect(res.body.error.fields).toHaveProperty(field);
    }
    const taken = await createProduct(editor, { ...base });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatchObject({ code: 'slug_taken', fields: { slug: expect.any(String) } });
  });
});

describe('editing a price (PATCH admin/catalogue/products/{id})', () => {
  it('the new price (typed in rupees) is what the product page, its category, search, the cart and checkout use next', async () => {
    const manager = await newStaffMember('manager');
    const gift = await giftProduct(2);
    const before = productOf(await getProduct(manager, gift.id));
    // A customer who already had it in the cart, and one who adds it after the change.
    const earlier = await newCustomer();
    const earlierAddress = await addressFor(earlier.userId);
    const { fillCart } = await import('../orders/support');
    await fillCart(earlier.userId, gift.id, 1);

    // रू 2.50: cheaper than anything in the demo shop, so it leads its category sorted by price.
    const res = await patchProduct(manager, gift.id, { price: 2.5, version: before.version });
    expect(res.status).toBe(200);
    expect(productOf(res)).toMatchObject({ price: 250, version: before.version + 1 });
    expect((await db().select({ price: products.price }).from(products).where(eq(products.id, gift.id)))[0]!.price).toBe(250);

    expect((await productPage(gift.slug)).body.data.product).toMatchObject({ price: 250, sellingPrice: 250 });
    const listed = await categoryPage(await mainCategorySlug(gift.id), '?sort=price-asc&perPage=48');
    expect(cardIn(listed.body.data.products, gift.id)).toMatchObject({ price: 250, sellingPrice: 250 });
    expect(cardIn((await search(gift.name)).body.data.products, gift.id)).toMatchObject({ price: 250, sellingPrice: 250 });

    const shopper = new Shopper();
    const added = await shopper.add({ productId: gift.id, quantity: 2 });
    expect(added.body.data.cartItems[0]).toMatchObject({ productId: gift.id, sellingPrice: 250, lineTotal: 500 });
    expect((await shopper.cart()).body.data.totals).toMatchObject({ subtotal: 500 });

    const later = await newCustomer();
    const { fillCart: fill } = await import('../orders/support');
    await fill(later.userId, gift.id, 2);
    const body = await checkoutBody(await addressFor(later.userId));
    const quote = await call(quoteRoute, '/api/V2/checkout-quote', later, { method: 'POST', body });
    expect(quote.status).toBe(200);
    expect(quote.body.data.totals.subtotal).toBe(500);
    const placed = await placeOrder(later, body);
    expect(placed.status).toBe(201);
    expect(placed.body.data.totals).toEqual(quote.body.data.totals);

    // A cart that held it before the change is charged the new price too, never the one it was added at.
    const earlierOrder = await placeOrder(earlier, await checkoutBody(earlierAddress));
    expect(earlierOrder.status).toBe(201);
    expect(earlierOrder.body.data.totals.subtotal).toBe(250);

    const [entry] = await auditEntries(gift.id, 'product.update');
    expect(entry).toMatchObject({ before: { id: gift.id, price: before.price }, after: { id: gift.id, price: 250 } });
    expect(entry!.summary).toContain('रू 2.50');
  });

  it('changes only what is sent: a stock an order took meanwhile is not written back', async () => {
    const editor = await newStaffMember('editor');
    const gift = await giftProduct(3);
    const loaded = productOf(await getProduct(editor, gift.id));
    await db().update(products).set({ stock: loaded.stock - 1 }).where(eq(products.id, gift.id)); // an order took one
    const res = await patchProduct(editor, gift.id, { name: `${gift.name} (large)`, version: loaded.version });
    expect(res.status).toBe(200);
    expect(productOf(res)).toMatchObject({ name: `${gift.name} (large)`, stock: loaded.stock - 1 });
  });

  it('a sale price must stay below the price it sits beside, sent or stored', async () => {
    const editor = await newStaffMember('editor');
    const gift = await giftProduct(4);
    const loaded = productOf(await getProduct(editor, gift.id));
    const res = await patchProduct(editor, gift.id, { salePrice: loaded.price / 100, version: loaded.version });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ salePrice: 'The sale price must be below the price.' });
    const meta = await patchProduct(editor, gift.id, { metaTitle: 'm'.repeat(61), version: loaded.version });
    expect(meta.status).toBe(400);
    expect(meta.body.error.fields).toHaveProperty('metaTitle');
    const sale = await patchProduct(editor, gift.id, { salePrice: loaded.price / 100 - 1, version: loaded.version });
    expect(sale.status).toBe(200);
    expect(productOf(sale).salePrice).toBe(loaded.price - 100);
  });

  it('a stale edit gets 409 and does not overwrite the other editor’s change; of two saves from one version exactly one lands', async () => {
    const [a, b] = [await newStaffMember('editor'), await newStaffMember('manager')];
    const gift = await giftProduct(5);
    const loaded = productOf(await getProduct(a, gift.id));
    expect((await patchProduct(a, gift.id, { price: 999, version: loaded.version })).status).toBe(200);
    const stale = await patchProduct(b, gift.id, { price: 111, version: loaded.version });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('stale_version');
    expect(productOf(await getProduct(a, gift.id)).price).toBe(99_900);

    // A double-click and a colleague at once, all from the same version.
    const now = productOf(await getProduct(a, gift.id));
    const answers = await concurrently([a, a, b, b], 4, (who, i) => patchProduct(who, gift.id, { price: 1000 + i, version: now.version }));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const winner = answers.findIndex((r) => r.status === 200);
    expect(productOf(await getProduct(a, gift.id))).toMatchObject({ price: (1000 + winner) * 100, version: now.version + 1 });
  });

  it('a slug change moves the page: the new address answers, the old one is gone; unknown ids 404', async () => {
    const editor = await newStaffMember('editor');
    const gift = await giftProduct(6);
    const loaded = productOf(await getProduct(editor, gift.id));
    const slug = uniqueSlug('renamed');
    expect((await patchProduct(editor, gift.id, { slug, version: loaded.version })).status).toBe(200);
    expect((await productPage(slug)).status).toBe(200);
    expect((await productPage(gift.slug)).status).toBe(404);
    expect((await patchProduct(editor, 999_999, { price: 5, version: 1 })).status).toBe(404);
    expect((await getProduct(editor, 'abc')).status).toBe(404);
  });
});

describe('hiding and showing (POST …/visibility)', () => {
  it('a hidden product is gone from its page (404), its category, search, the sitemap and cart add; shown, it is back', async () => {
    const editor = await newStaffMember('editor');
    const gift = await giftProduct(7);
    const loaded = productOf(await getProduct(editor, gift.id));
    const category = await mainCategorySlug(gift.id);
    const hidden = await setVisibility(editor, gift.id, { isActive: false, version: loaded.version });
    expect(hidden.status).toBe(200);
    expect(productOf(hidden).isActive).toBe(false);

    expect((await productPage(gift.slug)).status).toBe(404);
    expect(cardIn((await categoryPage(category, '?perPage=48&sort=price-asc')).body.data.products, gift.id)).toBeUndefined();
    expect(cardIn((await search(gift.name)).body.data.products, gift.id)).toBeUndefined();
    expect(await listSitemapProducts()).not.toContain(gift.slug);
    const refused = await new Shopper().add({ productId: gift.id });
    expect(refused.status).toBe(404);
    // Still in the back office's list, marked hidden.
    const list = await listProducts(editor, `?visibility=hidden&q=${encodeURIComponent(gift.sku)}`);
    expect(list.body.data.products.map((p: { id: number }) => p.id)).toContain(gift.id);
    expect((await auditEntries(gift.id, 'product.hide')).length).toBe(1);

    const shown = await setVisibility(editor, gift.id, { isActive: true, version: productOf(hidden).version });
    expect(shown.status).toBe(200);
    expect((await productPage(gift.slug)).status).toBe(200);
    expect((await new Shopper().add({ productId: gift.id })).status).toBe(200);
    expect(await listSitemapProducts()).toContain(gift.slug);
  });
});

describe('the back office’s list (GET admin/catalogue/products)', () => {
  it('searches name, SKU and slug; filters; sorts; pages by keyset without repeats', async () => {
    const editor = await newStaffMember('editor');
    const gift = await giftProduct(0);
    for (const q of [gift.name.slice(2, 10), gift.sku.toLowerCase(), gift.slug]) {
      const res = await listProducts(editor, `?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
      expect(res.body.data.products.map((p: { id: number }) => p.id)).toContain(gift.id);
    }
    const cakes = await listProducts(editor, '?type=cake&perPage=100');
    expect(cakes.body.data.products.length).toBeGreaterThan(10);
    expect(cakes.body.data.products.every((p: { type: string }) => p.type === 'cake')).toBe(true);
    const urgent = await listProducts(editor, '?urgent=yes&stock=in');
    expect(urgent.body.data.products.every((p: { isUrgent: boolean; stock: number }) => p.isUrgent && p.stock > 0)).toBe(true);

    for (const sort of ['updated', 'name', 'price-asc', 'price-desc', 'stock']) {
      const seen: number[] = [];
      let after: string | null = null;
      for (let page = 0; page < 4; page++) {
        const res = await listProducts(editor, `?sort=${sort}&perPage=10${after ? `&after=${after}` : ''}`);
        expect(res.status).toBe(200);
        seen.push(...res.body.data.products.map((p: { id: number }) => p.id));
        after = res.body.meta.next;
      }
      expect({ sort, unique: new Set(seen).size }).toEqual({ sort, unique: 40 });
    }
    const prices = (await listProducts(editor, '?sort=price-desc&perPage=30')).body.data.products.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((x: number, y: number) => y - x));
    expect((await listProducts(editor, '?after=garbage')).status).toBe(400);
    expect((await listProducts(editor, '?sort=random')).body.error.fields).toHaveProperty('sort');
  });

  it('a search lists every product whose name, SKU or slug holds the text, last edited first, page after page; a renamed product is found by its new name and SKU', async () => {
    const editor = await newStaffMember('editor');
    // "cake" is in about 40 % of the demo's products: a dozen pages of 10. The list reads a copy of the searched text
    // kept in its index (migration 0034); the expected order is read from the product's own columns.
    const expected = await db().execute<{ id: number }>(sql`
      SELECT id FROM products WHERE lower(name || ' ' || sku || ' ' || slug) LIKE '%cake%' ORDER BY updated_at DESC, id DESC`);
    expect(expected.rows.length).toBeGreaterThan(30);
    const listed: number[] = [];
    let after: string | null = null;
    do {
      const res = await listProducts(editor, `?q=Cake&perPage=10${after ? `&after=${after}` : ''}`);
      expect(res.status).toBe(200);
      listed.push(...res.body.data.products.map((p: { id: number }) => p.id));
      after = res.body.meta.next;
    } while (after);
    expect(listed).toEqual(expected.rows.map((r) => r.id));

    const gift = await giftProduct(11);
    const sku = uniqueSlug('LANTERN').toUpperCase();
    const renamed = await patchProduct(editor, gift.id, { name: 'Saffron Lantern Hamper', sku, version: productOf(await getProduct(editor, gift.id)).version });
    expect(renamed.status).toBe(200);
    const found = async (q: string) => (await listProducts(editor, `?q=${encodeURIComponent(q)}`)).body.data.products.map((p: { id: number }) => p.id);
    expect(await found('saffron lantern')).toEqual([gift.id]);
    expect(await found(sku.toLowerCase())).toEqual([gift.id]);
    expect(await found(gift.sku)).not.toContain(gift.id);
    expect((await listProducts(editor, '?perPage=10')).body.data.products[0].id).toBe(gift.id);
  });
});

describe('who may edit the catalogue', () => {
  it('owner, manager and editor may; kitchen and support get 403; a customer and a visitor 404', async () => {
    const gift = await giftProduct(1);
    for (const role of ['owner', 'manager', 'editor'] as StaffRole[]) {
      const who = await newStaffMember(role);
      const loaded = productOf(await getProduct(who, gift.id));
      expect({ role, status: (await patchProduct(who, gift.id, { stock: 30, version: loaded.version })).status }).toEqual({ role, status: 200 });
    }
    const version = productOf(await getProduct(await newStaffMember('owner'), gift.id)).version;
    for (const role of ['kitchen', 'support'] as StaffRole[]) {
      const who = await newStaffMember(role);
      expect({ role, list: (await listProducts(who)).status, patch: (await patchProduct(who, gift.id, { stock: 1, version })).status }).toEqual({ role, list: 403, patch: 403 });
    }
    const customer = await newCustomer();
    expect((await listProducts(customer)).status).toBe(404);
    expect((await patchProduct(customer, gift.id, { stock: 1, version })).status).toBe(404);
    expect((await listProducts(null)).status).toBe(404);
    expect((await patchProduct(null, gift.id, { stock: 1, version })).status).toBe(404);
    expect((await db().select({ stock: products.stock }).from(products).where(eq(products.id, gift.id)))[0]!.stock).toBe(30);
  });
});
