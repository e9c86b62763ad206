import { and, eq, sql } from 'drizzle-orm';
import { renderToStaticMarkup } from 'react-dom/server';
import { DeliveryInfo } from '@/components/product/delivery-info';
import { MAX_AUTOMOBILE_QUANTITY } from '@/lib/domain/cart-types';
import { leadRuleFor } from '@/lib/domain/delivery/lead-time';
import { deliveryLocations, products } from '@/lib/server/db/schema';
import { useTestDatabase } from '../support/database';

// The product page's delivery box states rules, so it reads them (issue 11 §7): the payment methods checkout offers
// (PAYMENT_GATEWAYS, never Fonepay), the days beyond the valley from the places themselves, the lead time and the
// per-order cap from their modules. Each expectation here comes from the database or the rule's module.

const { db } = useTestDatabase();

const savedGateways = process.env.PAYMENT_GATEWAYS;
afterEach(() => {
  if (savedGateways === undefined) delete process.env.PAYMENT_GATEWAYS;
  else process.env.PAYMENT_GATEWAYS = savedGateways;
});

async function firstProduct(type: 'cake' | 'automobile') {
  const [row] = await db()
    .select({ id: products.id, type: products.type, isUrgent: products.isUrgent, isReadyMade: products.isReadyMade, name: products.name })
    .from(products)
    .where(and(eq(products.type, type), eq(products.isActive, true), eq(products.isReadyMade, false), eq(products.isUrgent, false)))
    .orderBy(products.id)
    .limit(1);
  if (!row) throw new Error(`seed has no ${type}`);
  return row;
}

/** Days on the way to the active places beyond the valley that take this kind of product, from the table itself. */
async function beyondValley(type: string) {
  const [row] = await db()
    .select({ min: sql<number>`min(${deliveryLocations.leadDays})::int`, max: sql<number>`max(${deliveryLocations.leadDays})::int`, n: sql<number>`count(*)::int` })
    .from(deliveryLocations)
    .where(and(eq(deliveryLocations.isActive, true), eq(deliveryLocations.inValley, false), sql`${type} = ANY(${deliveryLocations.productTypes})`));
  return row!;
}

/** The product's category slugs (main and extra), which the lead rule reads. */
async function categorySlugs(productId: number): Promise<string[]> {
  const rows = await db().execute<{ slug: string }>(sql`
    SELECT c.slug FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id = ${productId}
    UNION SELECT c.slug FROM product_categories pc JOIN categories c ON c.id = pc.category_id WHERE pc.product_id = ${productId}`);
  return rows.rows.map((r) => r.slug);
}

async function lines(product: { id: number; type: string; isUrgent: boolean }): Promise<string[]> {
  const element = await DeliveryInfo({ product: product as Parameters<typeof DeliveryInfo>[0]['product'] });
  const html = renderToStaticMarkup(element);
  return [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]!.replace(/&#x27;/g, "'").replace(/&amp;/g, '&'));
}

describe('DeliveryInfo on the product page', () => {
  it('with PAYMENT_GATEWAYS=cod,esewa names exactly those two, and never Fonepay', async () => {
    process.env.PAYMENT_GATEWAYS = 'cod,esewa';
    const said = await lines(await firstProduct('cake'));
    expect(said.filter((l) => l.startsWith('Pay with'))).toEqual(['Pay with Cash on delivery or eSewa.']);
    expect(said.join(' ')).not.toMatch(/Khalti|Fonepay/i);
  });

  it('a cake: its lead rule, the days beyond the valley as the places say, every gateway by default', async () => {
    delete process.env.PAYMENT_GATEWAYS;
    const cake = await firstProduct('cake');
    const beyond = await beyondValley('cake');
    expect(beyond.n).toBeGreaterThan(0);
    const said = await lines(cake);
    expect(said[0]).toBe(leadRuleFor({ ...cake, categorySlugs: await categorySlugs(cake.id) }).reason);
    const days = beyond.min === beyond.max ? `${beyond.min}` : `${beyond.min}–${beyond.max}`;
    expect(said).toContain(`Outside the valley: ${beyond.n} cities, delivered in ${days} days; checkout tells you if yours is one.`);
    expect(said).toContain('Pay with Cash on delivery, eSewa, or Khalti.');
    expect(said.some((l) => /^At most/.test(l))).toBe(false);
  });

  it('a scooter: its own lead rule and the per-order cap from the cart rules', async () => {
    const scooter = await firstProduct('automobile');
    const said = await lines(scooter);
    expect(said[0]).toBe(leadRuleFor({ ...scooter, categorySlugs: await categorySlugs(scooter.id) }).reason);
    expect(said).toContain(`At most ${MAX_AUTOMOBILE_QUANTITY} in one order.`);
    // Same-day delivery is not promised for something that needs days.
    expect(said.some((l) => l.startsWith('Same-day'))).toBe(false);
  });

  it('when the places change, the box follows: one more day to the farthest city is said at once', async () => {
    const before = await beyondValley('cake');
    await db()
      .update(deliveryLocations)
      .set({ leadDays: before.max + 1 })
      .where(and(eq(deliveryLocations.inValley, false), eq(deliveryLocations.leadDays, before.max), sql`'cake' = ANY(${deliveryLocations.productTypes})`));
    const said = await lines(await firstProduct('cake'));
    expect(said.find((l) => l.startsWith('Outside the valley'))).toContain(`${before.min}–${before.max + 1} days`);
  });
});
