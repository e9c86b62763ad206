import { asc, eq } from 'drizzle-orm';
import { GET as lookupRoute } from '@/app/api/dashboard/v1/admin/lookup/route';
import { can, STAFF_ROLES, type StaffRole } from '@/lib/domain/staff-roles';
import { categories, deliveryLocations, products } from '@/lib/server/db/schema';
import { BITMAP_SCANS_ONLY, containingQuery, ORDERED_INDEX_WALK, startingQuery } from '@/lib/server/services/admin-lookup/products';
import { adminCall } from './support';
import { useTestDatabase } from '../support/database';
import { newCustomer } from '../orders/support';
import { newStaffMember } from '../support/users';

// The back office's pickers' look-up (GET admin/lookup): an owner finds a product, a category or a delivery place by
// what they remember of its name (or SKU, slug, another spelling), and a saved id shows as its name again. Hidden
// things are found too and say so. Content editors and setup forms use it; everyone else is kept out.

const { db } = useTestDatabase();

type Who = { headers: Record<string, string> } | null;
const lookup = (who: Who, query: string) => adminCall(lookupRoute, `/api/dashboard/v1/admin/lookup?${query}`, { headers: who?.headers });
const items = async (who: Who, query: string) => {
  const answer = await lookup(who, query);
  expect(answer.status).toBe(200);
  return answer.body.data.items as Array<{ id: number; label: string; detail: string }>;
};

let editor: Who;
beforeAll(async () => {
  editor = await newStaffMember('editor');
});

async function aCake(offset: number) {
  const [row] = await db().select({ id: products.id, name: products.name, sku: products.sku }).from(products).where(eq(products.type, 'cake')).orderBy(asc(products.id)).limit(1).offset(offset);
  return row!;
}

describe('admin/lookup', () => {
  it('finds a product by a piece of its name from the middle, by the start of its name, and by its SKU; answers its name and SKU', async () => {
    const cake = await aCake(3);
    const middle = cake.name.slice(2, 9); // not where the name starts: the trigram search, not the prefix walk
    const found = await items(editor, `kind=product&q=${encodeURIComponent(middle)}`);
    expect(found.length).toBeLessThanOrEqual(20);
    expect(found).toContainEqual({ id: cake.id, label: cake.name, detail: `${cake.sku} · cake` });

    const start = await items(editor, `kind=product&q=${encodeURIComponent(cake.name.slice(0, 2).toUpperCase())}`);
    expect(start.map((item) => item.label.toLowerCase().startsWith(cake.name.slice(0, 2).toLowerCase()))).not.toContain(false);

    expect((await items(editor, `kind=product&q=${encodeURIComponent(cake.sku.slice(3).toLowerCase())}`)).map((item) => item.id)).toContain(cake.id);
    // The digits of an id find that product first (an owner with an id from an old note).
    expect((await items(editor, `kind=product&q=${cake.id}`))[0]).toMatchObject({ id: cake.id, label: cake.name });
  });

  it('resolves a saved id to its name; a hidden product is found and says "hidden"; an unknown id answers no items', async () => {
    const cake = await aCake(5);
    expect(await items(editor, `kind=product&id=${cake.id}`)).toEqual([{ id: cake.id, label: cake.name, detail: `${cake.sku} · cake` }]);

    await db().update(products).set({ isActive: false }).where(eq(products.id, cake.id));
    expect(await items(editor, `kind=product&id=${cake.id}`)).toEqual([{ id: cake.id, label: cake.name, detail: `${cake.sku} · cake · hidden` }]);
    expect(await items(editor, `kind=product&q=${encodeURIComponent(cake.name)}`)).toContainEqual({ id: cake.id, label: cake.name, detail: `${cake.sku} · cake · hidden` });

    expect(await items(editor, 'kind=product&id=999999999')).toEqual([]);
    expect(await items(editor, 'kind=category&id=999999999')).toEqual([]);
    expect(await items(editor, 'kind=place&id=999999999')).toEqual([]);
  });

  it('finds a category by a piece of its name (with its parent) and a place by another spelling; resolves their ids', async () => {
    const [birthday] = await db().select().from(categories).where(eq(categories.slug, 'birthday-cakes'));
    const [parent] = await db().select().from(categories).where(eq(categories.id, birthday!.parentId!));
    const category = { id: birthday!.id, label: birthday!.name, detail: `in ${parent!.name}` };
    expect(await items(editor, 'kind=category&q=IRTHDA')).toContainEqual(category);
    expect(await items(editor, `kind=category&id=${birthday!.id}`)).toEqual([category]);

    const [area] = await db().select().from(deliveryLocations).where(eq(deliveryLocations.slug, 'new-baneshwor'));
    const [city] = await db().select().from(deliveryLocations).where(eq(deliveryLocations.id, area!.parentId!));
    const place = { id: area!.id, label: area!.name, detail: `area in ${city!.name}` };
    expect(await items(editor, 'kind=place&q=baneshwar')).toContainEqual(place); // an alias, not the name
    expect(await items(editor, 'kind=place&q=new%20ban')).toEqual([place]);
    expect(await items(editor, `kind=place&id=${area!.id}`)).toEqual([place]);

    await db().update(deliveryLocations).set({ isActive: false }).where(eq(deliveryLocations.id, area!.id));
    expect(await items(editor, `kind=place&id=${area!.id}`)).toEqual([{ ...place, detail: `area in ${city!.name} · hidden` }]);
  });

  it('takes LIKE’s wildcards as letters: "%" and "_" find nothing rather than everything', async () => {
    expect(await items(editor, 'kind=product&q=%25%25%25')).toEqual([]);
    expect(await items(editor, 'kind=category&q=___')).toEqual([]);
  });

  it('refuses a bad query with 400 and the field', async () => {
    const refused = async (query: string, field: string) => {
      const answer = await lookup(editor, query);
      expect({ query, status: answer.status, field: answer.body.error?.fields?.[field] }).toEqual({ query, status: 400, field: expect.any(String) });
    };
    await refused('q=cake', 'kind');
    await refused('kind=cake&q=black', 'kind');
    await refused('kind=product', 'q');
    await refused('kind=product&q=%20%20', 'q');
    await refused(`kind=product&q=${'a'.repeat(81)}`, 'q');
    await refused('kind=product&q=a%00b', 'q');
    await refused('kind=product&id=2147483648', 'id');
    await refused('kind=product&id=0', 'id');
    await refused('kind=product&id=abc', 'id');
    await refused('kind=product&id=1.5', 'id');
    await refused('kind=product&id=5&q=cake', 'id');
  });

  it('is for staff who edit content: other roles get 403, a customer and a visitor the unknown path’s 404', async () => {
    for (const role of STAFF_ROLES) {
      const status = (await lookup(await newStaffMember(role), 'kind=category&q=cake')).status;
      expect({ role, status }).toEqual({ role, status: can(role, 'content.manage') ? 200 : 403 });
    }
    expect((await lookup(await newStaffMember('kitchen'), 'kind=product&q=cake')).status).toBe(403);
    expect((await lookup({ headers: (await newCustomer()).headers }, 'kind=product&q=cake')).status).toBe(404);
    expect((await lookup(null, 'kind=product&q=cake')).status).toBe(404);
  });

  it('opens to every role that edits the setup forms (catalogue.manage), whose coupon and specs pickers use it too', () => {
    const setupRoles = STAFF_ROLES.filter((role: StaffRole) => can(role, 'catalogue.manage'));
    expect(setupRoles.length).toBeGreaterThan(0);
    expect(setupRoles.filter((role) => !can(role, 'content.manage'))).toEqual([]);
  });

  it('reads products through their indexes: the name prefix in index order, any part by the trigram index (EXPLAIN)', async () => {
    const plan = async (settings: typeof ORDERED_INDEX_WALK, build: (tx: Parameters<Parameters<ReturnType<typeof db>['transaction']>[0]>[0]) => { toSQL: () => { sql: string; params: unknown[] } }) =>
      db().transaction(async (tx) => {
        await tx.execute(settings);
        const { sql: text, params } = build(tx).toSQL();
        const client = (tx as unknown as { session: { client: { query: (text: string, params: unknown[]) => Promise<{ rows: Array<Record<string, string>> }> } } }).session.client;
        return (await client.query(`EXPLAIN (COSTS OFF) ${text}`, params)).rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    // A plan the settings refuse would still be chosen when nothing else can answer: this is what shows a changed
    // expression no longer matching its index.
    const starting = await plan(ORDERED_INDEX_WALK, (tx) => startingQuery(tx, 'black fo'));
    expect(starting).toMatch(/Index Scan using products_admin_name_idx/);
    expect(starting).not.toMatch(/Seq Scan|Sort|Bitmap/);
    const containing = await plan(BITMAP_SCANS_ONLY, (tx) => containingQuery(tx, 'forest'));
    expect(containing).toMatch(/Bitmap Index Scan on products_admin_find_trgm_idx/);
    expect(containing).not.toMatch(/Seq Scan|Sort/);
  });
});
