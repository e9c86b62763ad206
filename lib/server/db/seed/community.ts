import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { formatKathmanduDate, kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import * as s from '@/lib/server/db/schema';
import { avatarPath } from '@/lib/server/media/urls';
import { buildCatalogue } from './catalogue/build';
import { buildDelivery } from './delivery';
import { DEMO_PEOPLE } from './data/people';
import { insertAll, type SeedExecutor, syncSequence } from './insert';

// The demo community: the people of data/people.ts as accounts (they author the blog, its comments and reviews; no
// email, phone or password, so nobody can log in as them), and one demo customer anyone can log in as, with an
// address and delivered orders, so order feedback, reviews as a verified buyer and complaints work on a fresh
// `npm start`. Dates are relative to the day the seed runs, so the demo never looks stale.

export const DEMO_CUSTOMER = {
  username: 'sita.demo',
  name: 'Sita Sharma',
  email: 'demo@upahar-ghar.test',
  phone: '9800000001',
  password: 'Momo-Cake-2026',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (now: Date, days: number, hour = 12) => {
  const at = new Date(now.getTime() - days * DAY_MS);
  at.setUTCHours(hour - 6, 15, 0, 0); // hour in Kathmandu (UTC+05:45), near enough for demo timestamps
  return at;
};

const initials = (first: string, last: string) => `${first[0] ?? ''}${last[0] ?? ''}`.toUpperCase();

/** Demo people get ids 1…n in list order; the demo customer comes right after them. */
export const demoPersonId = (username: string): number => {
  const index = DEMO_PEOPLE.findIndex((p) => p.username === username);
  if (index < 0) throw new Error(`no demo person ${username}`);
  return index + 1;
};
export const DEMO_CUSTOMER_ID = DEMO_PEOPLE.length + 1;

type DemoOrder = {
  daysAgo: number;
  payment: 'cod' | 'esewa' | 'khalti';
  lines: Array<{ slug: string; quantity: number; options?: Record<string, unknown>; summary?: string[] }>;
  slotCode: string;
  status: 'delivered' | 'cancelled';
};

// What the demo customer bought: a birthday cake, flowers for an anniversary, a Tihar box and a cake last week (the
// last one has no feedback yet, so the home page asks for it).
const DEMO_ORDERS: DemoOrder[] = [
  { daysAgo: 64, payment: 'esewa', slotCode: 'standard', status: 'delivered', lines: [{ slug: 'classic-black-forest-cake', quantity: 1, summary: ['2 lb', 'Eggless: no'] }] },
  { daysAgo: 31, payment: 'cod', slotCode: 'standard', status: 'delivered', lines: [{ slug: '12-red-roses-bouquet', quantity: 1 }] },
  { daysAgo: 18, payment: 'khalti', slotCode: 'express', status: 'cancelled', lines: [{ slug: 'chocolate-truffle-drip-cake', quantity: 1 }] },
  { daysAgo: 6, payment: 'esewa', slotCode: 'midnight', status: 'delivered', lines: [{ slug: 'red-velvet-heart-cake', quantity: 1, summary: ['1 lb'] }] },
];

export async function seedCommunity(db: SeedExecutor, now = new Date()): Promise<Record<string, number>> {
  const people = DEMO_PEOPLE.map((p, i) => ({
    id: i + 1,
    username: p.username,
    name: `${p.firstName} ${p.lastName}`,
    bio: p.bio,
    city: p.city,
    isPrivate: p.isPrivate ?? false,
    avatarArt: avatarPath(p.avatarColor, initials(p.firstName, p.lastName)),
    createdAt: daysAgo(now, p.joinedDaysAgo, 10),
    updatedAt: daysAgo(now, p.joinedDaysAgo, 10),
  }));
  const customer = {
    id: DEMO_CUSTOMER_ID,
    username: DEMO_CUSTOMER.username,
    name: DEMO_CUSTOMER.name,
    email: DEMO_CUSTOMER.email,
    phone: DEMO_CUSTOMER.phone,
    bio: 'I order birthday cakes for my family in Kathmandu from wherever work takes me.',
    city: 'Kathmandu',
    avatarArt: avatarPath('#d81b4a', 'SS'),
    passwordHash: await hash(DEMO_CUSTOMER.password, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 }),
    emailConfirmedAt: daysAgo(now, 120),
    phoneVerifiedAt: daysAgo(now, 120),
    createdAt: daysAgo(now, 120),
    updatedAt: daysAgo(now, 120),
  };
  await insertAll(db, s.users, [...people, customer]);
  await syncSequence(db, s.users);

  const delivery = buildDelivery();
  const place = delivery.locations.find((l) => l.slug === 'new-baneshwor');
  if (!place?.id) throw new Error('seed: New Baneshwor is not a delivery place');
  const [address] = await db
    .insert(s.shippingAddresses)
    .values({
      userId: DEMO_CUSTOMER_ID,
      deliveryLocationId: place.id,
      alias: 'Home',
      receiverName: 'Kamala Sharma',
      phoneNumber: '9841000001',
      landmark: 'Behind Everest Bank, the green gate with a marigold pot',
      xCoord: 85.3422,
      yCoord: 27.6923,
      isDefault: true,
      createdAt: customer.createdAt,
      updatedAt: customer.createdAt,
    })
    .returning({ id: s.shippingAddresses.id });
  if (!address) throw new Error('seed: address insert returned nothing');

  const products = new Map(buildCatalogue().products.map((p) => [p.slug, p]));
  const methods = new Map(delivery.methods.map((m) => [m.id, m.code]));
  let orderCount = 0;
  for (const demo of DEMO_ORDERS) {
    const slot = delivery.slots.find((sl) => methods.get(sl.methodId) === demo.slotCode);
    if (!slot?.id) throw new Error(`seed: no ${demo.slotCode} slot`);
    const placedAt = daysAgo(now, demo.daysAgo, 9);
    const deliveryDay = daysAgo(now, demo.daysAgo - 1, 12);
    const dateKey = kathmanduDateKey(deliveryDay);
    const lines = demo.lines.map((line) => {
      const product = products.get(line.slug);
      if (!product?.id) throw new Error(`seed: demo order names unknown product ${line.slug}`);
      const unitPrice = product.salePrice ?? product.price;
      return { product, line, unitPrice, lineTotal: unitPrice * line.quantity };
    });
    const subtotal = lines.reduce((sum, l) => sum + l.lineTotal, 0);
    const deliveryCharge = place.charge ?? 0;
    const [seq] = (await db.execute<{ id: string }>(sql`SELECT nextval(pg_get_serial_sequence('orders', 'id')) AS id`)).rows;
    const id = Number(seq?.id);
    const slotStart = new Date(`${dateKey}T00:00:00+05:45`);
    const cancelled = demo.status === 'cancelled';
    await db.insert(s.orders).values({
      id,
      number: `UG-${formatKathmanduDate(placedAt, 'yyMM')}-${String(id).padStart(6, '0')}`,
      userId: DEMO_CUSTOMER_ID,
      status: demo.status,
      paymentStatus: cancelled ? (demo.payment === 'cod' ? 'unpaid' : 'refunded') : 'paid',
      paymentMethod: demo.payment,
      subtotal,
      deliveryCharge,
      total: subtotal + deliveryCharge,
      locationId: place.id,
      addressId: address.id,
      address: {
        addressId: address.id,
        alias: 'Home',
        receiverName: 'Kamala Sharma',
        phoneNumber: '9841000001',
        secondaryPhoneNumber: null,
        landmark: 'Behind Everest Bank, the green gate with a marigold pot',
        deliveryLocationId: place.id,
        locationLabel: 'New Baneshwor, Kathmandu',
        xCoord: 85.3422,
        yCoord: 27.6923,
      },
      deliveryDate: dateKey,
      deliveryMethod: demo.slotCode,
      slotId: slot.id,
      slotLabel: slot.label,
      slotStartsAt: new Date(slotStart.getTime() + slot.startMinute * 60_000),
      slotEndsAt: new Date(slotStart.getTime() + slot.endMinute * 60_000),
      released: cancelled,
      paidAt: cancelled && demo.payment === 'cod' ? null : placedAt,
      cancelledAt: cancelled ? new Date(placedAt.getTime() + 2 * 3600_000) : null,
      // The back office's columns (migration 0023): when it reached the door (the history's last step), and the
      // refund of a paid order the customer cancelled, done the next day.
      deliveredAt: cancelled ? null : new Date(placedAt.getTime() + 28 * 3600_000),
      ...(cancelled && demo.payment !== 'cod'
        ? { refundStatus: 'done' as const, refundAmount: subtotal + deliveryCharge, refundedAt: new Date(placedAt.getTime() + 26 * 3600_000) }
        : {}),
      createdAt: placedAt,
      updatedAt: deliveryDay,
    });
    await db.insert(s.orderItems).values(
      lines.map(({ product, line, unitPrice, lineTotal }) => ({
        orderId: id,
        kind: 'product',
        productId: product.id!,
        name: product.name,
        slug: product.slug,
        image: product.images?.[0]?.src ?? '',
        unitPrice,
        quantity: line.quantity,
        options: (line.options ?? {}) as never,
        optionsSummary: line.summary ?? [],
        lineTotal,
      })),
    );
    const steps = cancelled
      ? [{ status: 'placed' as const, hours: 0, by: 'customer' }, { status: 'cancelled' as const, hours: 2, by: 'customer' }]
      : (['placed', 'confirmed', 'baking', 'ready', 'out_for_delivery', 'delivered'] as const).map((status, i) => ({
          status,
          hours: [0, 1, 20, 25, 26, 28][i]!,
          by: i === 0 ? 'customer' : 'shop',
        }));
    await db.insert(s.orderStatusHistory).values(
      steps.map((step) => ({ orderId: id, status: step.status, by: step.by, createdAt: new Date(placedAt.getTime() + step.hours * 3600_000) })),
    );
    orderCount += 1;
  }
  // The first delivered order already has its feedback; the later ones wait for it.
  const [first] = (await db.execute<{ id: number }>(sql`SELECT id FROM orders WHERE user_id = ${DEMO_CUSTOMER_ID} AND status = 'delivered' ORDER BY created_at LIMIT 1`)).rows;
  if (first) {
    await db.insert(s.orderFeedback).values({ orderId: first.id, userId: DEMO_CUSTOMER_ID, rating: 5, comment: 'The cake came before the candles were even out of the drawer. Ama loved it.' });
  }
  return { users: people.length + 1, demo_orders: orderCount };
}
