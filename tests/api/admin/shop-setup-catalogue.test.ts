import { eq } from 'drizzle-orm';
import { GET as categoriesApi } from '@/app/api/V2/categories/route';
import { GET as cakeCategoriesApi } from '@/app/api/V2/cake-categories/route';
import { categories, products } from '@/lib/server/db/schema';
import { getCategoryBySlug } from '@/lib/server/services/catalogue';
import { callRoute } from '../support/call-route';
import { concurrently } from '../support/concurrently';
import { useTestDatabase } from '../support/database';
import { newSignedInUser, newStaffMember } from '../support/users';
import { auditOf, setup, unique } from './shop-setup-support';

// /admin/setup, the catalogue's structure (issue 25): the editor adds, edits, hides and shows categories (a two-level
// tree), brands, stores, occasions and automobile specs; shoppers see each change in the category tree and pages at once.

const { db } = useTestDatabase();

type Summary = { id: number; slug: string; name: string; children?: Summary[] };
const tree = async (): Promise<Summary[]> => (await callRoute(categoriesApi, { url: '/api/V2/categories' })).body.data.items;
const flat = (items: Summary[]) => items.flatMap((c) => [c, ...(c.children ?? [])]);

const category = (slug: string, extra: Record<string, unknown> = {}) => ({
  name: 'Fathers Day Cakes',
  slug,
  parentId: null,
  description: 'Cakes for Buwa.',
  imageFileName: 'fathers-day.svg',
  position: 3,
  isCakeCategory: true,
  metaTitle: 'Fathers Day cakes delivered in Kathmandu',
  metaDescription: 'Order a cake for Buwa, delivered the same day.',
  ...extra,
});

async function topCategory() {
  const [row] = await db().select().from(categories).where(eq(categories.slug, 'cakes'));
  if (!row) throw new Error('seed has no cakes category');
  return row;
}

describe('categories', () => {
  it('the editor adds a sub-category: it is in the tree, the cake menu and has its page with its meta words; the audit names it', async () => {
    const editor = await newStaffMember('editor');
    const parent = await topCategory();
    const slug = unique('fathers-day-cakes');
    const res = await setup.create(editor, 'categories', category(slug, { parentId: parent.id }));
    expect(res.status).toBe(201);
    const row = res.body.data.row;
    expect(row).toMatchObject({ slug, parentId: parent.id, isHidden: false, metaTitle: 'Fathers Day cakes delivered in Kathmandu' });

    const top = (await tree()).find((c) => c.id === parent.id)!;
    expect(top.children!.map((c) => c.slug)).toContain(slug);
    const cakeMenu = (await callRoute(cakeCategoriesApi, { url: '/api/V2/cake-categories' })).body.data.categories as Summary[];
    expect(cakeMenu.map((c) => c.slug)).toContain(slug);
    expect(await getCategoryBySlug(slug)).toMatchObject({ name: 'Fathers Day Cakes', metaDescription: 'Order a cake for Buwa, delivered the same day.' });

    const [entry] = await auditOf('category', row.id);
    expect(entry).toMatchObject({ action: 'category.create', staffRole: 'editor', summary: 'Category Fathers Day Cakes added' });
  });

  it('an edit shows at once; hiding takes it out of the tree and its page (404), showing brings it back; each recorded', async () => {
    const manager = await newStaffMember('manager');
    const slug = unique('office-party');
    const { row } = (await setup.create(manager, 'categories', category(slug, { isCakeCategory: false }))).body.data;

    const renamed = await setup.edit(manager, 'categories', row.id, category(slug, { name: 'Office Party', isCakeCategory: false }));
    expect(renamed.status).toBe(200);
    expect(flat(await tree()).find((c) => c.id === row.id)?.name).toBe('Office Party');
    expect((await auditOf('category', row.id))[0]).toMatchObject({ action: 'category.update', before: { id: row.id, name: 'Fathers Day Cakes' }, after: { id: row.id, name: 'Office Party' } });

    expect((await setup.visible(manager, 'categories', row.id, false)).status).toBe(200);
    expect(flat(await tree()).map((c) => c.id)).not.toContain(row.id);
    expect(await getCategoryBySlug(slug)).toBeNull();
    // A second click of Hide changes nothing and records nothing more.
    expect((await setup.visible(manager, 'categories', row.id, false)).status).toBe(200);
    expect((await auditOf('category', row.id)).filter((e) => e.action === 'category.hide')).toHaveLength(1);

    expect((await setup.visible(manager, 'categories', row.id, true)).status).toBe(200);
    expect(flat(await tree()).map((c) => c.id)).toContain(row.id);
    expect((await auditOf('category', row.id))[0]).toMatchObject({ action: 'category.show', before: { isHidden: true }, after: { isHidden: false } });
  });

  it('refuses bad input by the field: malformed slug, too-long meta words, negative order, unknown parent (400)', async () => {
    const editor = await newStaffMember('editor');
    const bad = await setup.create(editor, 'categories', category('Fathers Day!', { metaTitle: 'x'.repeat(61), metaDescription: 'y'.repeat(161), position: -1 }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['metaDescription', 'metaTitle', 'position', 'slug']);
    expect(bad.body.error.fields.metaTitle).toBe('Meta title is at most 60 characters');
    const orphan = await setup.create(editor, 'categories', category(unique('orphan'), { parentId: 999_999 }));
    expect(orphan.status).toBe(400);
    expect(orphan.body.error.fields.parentId).toBe('That parent category does not exist.');
  });

  it('a category cannot be its own ancestor, nor go three levels deep', async () => {
    const editor = await newStaffMember('editor');
    const parent = await topCategory();
    const top = (await setup.create(editor, 'categories', category(unique('gifts-top')))).body.data.row;
    const child = (await setup.create(editor, 'categories', category(unique('gifts-child'), { parentId: top.id }))).body.data.row;
    const self = await setup.edit(editor, 'categories', top.id, category(top.slug, { parentId: top.id }));
    expect(self.status).toBe(400);
    expect(self.body.error.fields.parentId).toBe('A category cannot be inside itself or one of its own sub-categories.');
    const loop = await setup.edit(editor, 'categories', top.id, category(top.slug, { parentId: child.id }));
    expect(loop.status).toBe(400);
    expect(loop.body.error.fields.parentId).toBe('A category cannot be inside itself or one of its own sub-categories.');
    const deep = await setup.create(editor, 'categories', category(unique('grandchild'), { parentId: child.id }));
    expect(deep.body.error.fields.parentId).toBe('Choose a top-level category: the shop shows two levels.');
    const moveWithChildren = await setup.edit(editor, 'categories', top.id, category(top.slug, { parentId: parent.id }));
    expect(moveWithChildren.body.error.fields.parentId).toMatch(/^This category has sub-categories/);
  });

  it('a slug already taken is a 409 by the field, also for a double-click of Save (one row, one 409)', async () => {
    const editor = await newStaffMember('editor');
    const taken = await setup.create(editor, 'categories', category('cakes'));
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields.slug).toBe('Another category already has this slug. Choose another.');

    const slug = unique('double-click');
    const answers = await concurrently([1, 2], 2, () => setup.create(editor, 'categories', category(slug)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await db().select({ id: categories.id }).from(categories).where(eq(categories.slug, slug))).toHaveLength(1);
  });

  it('deletes only what nothing uses: a category with products is a 409 saying so; an unused one goes', async () => {
    const editor = await newStaffMember('editor');
    const cakes = await topCategory();
    const used = await setup.remove(editor, 'categories', cakes.id);
    expect(used.status).toBe(409);
    expect(used.body.error.message).toMatch(/^This category is used by (its sub-categories|products), so it cannot be deleted\. Hide it instead\.$/);
    const { row } = (await setup.create(editor, 'categories', category(unique('short-lived')))).body.data;
    expect((await setup.remove(editor, 'categories', row.id)).status).toBe(200);
    expect(await db().select().from(categories).where(eq(categories.id, row.id))).toHaveLength(0);
    expect((await auditOf('category', row.id))[0]?.action).toBe('category.delete');
    expect((await setup.remove(editor, 'categories', row.id)).status).toBe(404);
  });
});

describe('brands, stores, occasions', () => {
  it('the editor adds and edits a brand, a store and an occasion; duplicates are 409; a used store cannot be deleted', async () => {
    const editor = await newStaffMember('editor');
    const brandSlug = unique('himalayan-java');
    const brand = await setup.create(editor, 'brands', { name: 'Himalayan Java', slug: brandSlug, logo: 'himalayan-java.svg' });
    expect(brand.status).toBe(201);
    const brands = (await callRoute(categoriesApi, { url: '/api/V2/categories' })).body.data.brands as Summary[];
    expect(brands.map((b) => b.slug)).toContain(brandSlug);
    expect((await setup.create(editor, 'brands', { name: 'Again', slug: brandSlug, logo: 'x.svg' })).status).toBe(409);

    const store = {
      name: 'Patan Bakery',
      slug: unique('patan-bakery'),
      logo: 'patan.svg',
      banner: 'patan-banner.svg',
      address: 'Mangal Bazaar, Lalitpur',
      city: 'Lalitpur',
      latitude: 27.673,
      longitude: 85.325,
      phone: '01-5522334',
      openingHours: '7:00 AM – 8:00 PM',
    };
    const created = await setup.create(editor, 'stores', store);
    expect(created.status).toBe(201);
    const edited = await setup.edit(editor, 'stores', created.body.data.row.id, { ...store, phone: '01-5522999', openingHours: '6:30 AM – 9:00 PM' });
    expect(edited.body.data.row).toMatchObject({ phone: '01-5522999', openingHours: '6:30 AM – 9:00 PM' });
    const badStore = await setup.create(editor, 'stores', { ...store, slug: unique('s'), phone: 'call us', latitude: 40 });
    expect(Object.keys(badStore.body.error.fields).sort()).toEqual(['latitude', 'phone']);

    const [product] = await db().select({ storeId: products.storeId }).from(products).limit(1);
    const used = await setup.remove(editor, 'stores', product!.storeId);
    expect(used.status).toBe(409);
    expect(used.body.error.message).toBe('This store is used by products, so it cannot be deleted.');

    const occasion = await setup.create(editor, 'occasions', { name: 'Bhai Tika', slug: unique('bhai-tika'), image: 'bhai-tika.svg', whenText: 'Tihar, fifth day' });
    expect(occasion.status).toBe(201);
    expect((await auditOf('occasion', occasion.body.data.row.id))[0]?.action).toBe('occasion.create');
    // Brands, stores and occasions have no hidden flag: hide/show is not theirs.
    expect((await setup.visible(editor, 'brands', brand.body.data.row.id, false)).status).toBe(404);
  });
});

describe('automobile specs', () => {
  it('edits an automobile’s specs (the product page and compare read them); refuses specs for a non-automobile', async () => {
    const editor = await newStaffMember('editor');
    const list = await setup.list(editor, 'automobiles');
    expect(list.status).toBe(200);
    const spec = list.body.data.rows[0];
    expect(spec).toHaveProperty('productName');
    const form = Object.fromEntries(Object.entries(spec).filter(([key]) => !['id', 'productName', 'productSlug'].includes(key)));
    const edited = await setup.edit(editor, 'automobiles', spec.productId, { ...form, rangeKm: 123 });
    expect(edited.status).toBe(200);
    expect(edited.body.data.row.rangeKm).toBe(123);
    expect((await setup.create(editor, 'automobiles', form)).status).toBe(409);
    const [cake] = await db().select({ id: products.id }).from(products).where(eq(products.type, 'cake')).limit(1);
    const wrong = await setup.create(editor, 'automobiles', { ...form, productId: cake!.id });
    expect(wrong.body.error.fields.productId).toBe('Choose an automobile product.');
  });
});

describe('who may set the shop up', () => {
  it('editor, manager and owner; kitchen, dispatch, rider and support 403; a customer and a visitor see nothing (404)', async () => {
    for (const role of ['editor', 'manager', 'owner'] as const) {
      const who = await newStaffMember(role);
      expect({ role, status: (await setup.list(who, 'categories')).status }).toEqual({ role, status: 200 });
    }
    for (const role of ['kitchen', 'dispatch', 'rider', 'support'] as const) {
      const who = await newStaffMember(role);
      const answers = [
        (await setup.list(who, 'categories')).status,
        (await setup.create(who, 'brands', { name: 'X', slug: unique('x'), logo: 'x.svg' })).status,
        (await setup.visible(who, 'coupons', 1, false)).status,
      ];
      expect({ role, answers }).toEqual({ role, answers: [403, 403, 403] });
    }
    const shopper = await newSignedInUser('shopper', 'Sushila Customer');
    const customer = { headers: { authorization: `Bearer ${shopper.token}` } };
    for (const who of [customer, null]) {
      expect((await setup.list(who, 'categories')).status).toBe(404);
      expect((await setup.create(who, 'categories', category(unique('nope')))).status).toBe(404);
    }
  });

  it('an unknown list or row is not found (404), never a 500', async () => {
    const editor = await newStaffMember('editor');
    expect((await setup.list(editor, 'spaceships')).status).toBe(404);
    expect((await setup.edit(editor, 'brands', 'abc', {})).status).toBe(404);
    const [brand] = (await setup.list(editor, 'brands')).body.data.rows;
    expect((await setup.edit(editor, 'brands', 999_999, { name: 'X', slug: unique('x'), logo: 'x.svg' })).status).toBe(404);
    expect(brand).toBeDefined();
  });
});
