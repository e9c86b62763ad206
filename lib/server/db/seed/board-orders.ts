import { sql } from 'drizzle-orm';
import { computeCakePrice, type CakeRules } from '@/lib/domain/cake-price';
import { describeOptions } from '@/lib/domain/cart-rules';
import type { CartItemOptions } from '@/lib/domain/cart-types';
import { addDaysToKey, slotWindow } from '@/lib/domain/delivery/schedule';
import { formatKathmanduDate, kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import { slotUnitsFor } from '@/lib/domain/kitchen';
import type { OrderStatus } from '@/lib/domain/order-types';
import * as s from '@/lib/server/db/schema';
import { buildCatalogue } from './catalogue/build';
import { demoPersonId } from './community';
import { DEMO_PEOPLE } from './data/people';
import { buildDelivery } from './delivery';
import type { SeedExecutor } from './insert';

// The kitchen's day on a fresh `npm start` (issue 24): orders for TODAY and TOMORROW in Kathmandu, across the slots,
// in the statuses a real morning has (placed and not yet confirmed, confirmed, baking, ready, one cancelled), with
// the cakes' weights, tiers, flavours, eggless bakes, messages and two customers' photos, from the demo community's
// customers to their own places. Each books its slot exactly as place-order would (one place per cake).
//
// Dates follow the day the seed runs, as running-dates.ts dates the shop's offers: the seed runs once, on an empty
// database, so a demo started again on a later day shows these orders on their own (past) days, as a real shop's
// orders stay on the day they were for: the board's day picker reaches them, and new orders fill the new day. Moving
// them forward on every start would rewrite history (the order numbers, the customers' timelines and the slots'
// bookings say when), which a back office must never do.

type Line =
  | { cake: string; quantity?: number; pound: number; tier?: number; eggless?: boolean; lessCream?: boolean; message?: string; photo?: boolean }
  | { product: string; quantity?: number }
  | { accessory: string; quantity?: number };

type BoardOrder = {
  /** 0 today, 1 tomorrow (Kathmandu). */
  day: 0 | 1;
  customer: string;
  place: string;
  method: 'standard' | 'express' | 'midnight';
  slot: string;
  status: Extract<OrderStatus, 'placed' | 'confirmed' | 'baking' | 'ready' | 'cancelled'>;
  payment: 'cod' | 'esewa' | 'khalti';
  /** Hours before the seed the order was placed. */
  placedHoursAgo: number;
  lines: Line[];
  note?: string;
};

export const BOARD_ORDERS: BoardOrder[] = [
  // Today
  { day: 0, customer: 'aarati.joshi', place: 'bhaktapur-durbar-square', method: 'standard', slot: '9 AM – 12 PM', status: 'ready', payment: 'esewa', placedHoursAgo: 30,
    lines: [{ cake: 'classic-black-forest-cake', pound: 2, message: 'Happy Birthday Aarav' }, { accessory: 'number-candle' }], note: 'Aarav turns 5: the number candle is a 5, please.' },
  { day: 0, customer: 'roshan.bajracharya', place: 'thamel', method: 'standard', slot: '9 AM – 12 PM', status: 'ready', payment: 'cod', placedHoursAgo: 26,
    lines: [{ cake: 'classic-butterscotch-cake', quantity: 2, pound: 1, message: 'Happy Birthday Pasang' }] },
  { day: 0, customer: 'prakash.bhandari', place: 'new-baneshwor', method: 'standard', slot: '12 PM – 3 PM', status: 'baking', payment: 'khalti', placedHoursAgo: 50,
    lines: [{ cake: 'two-tier-chocolate-celebration-cake', pound: 4, tier: 2, message: 'Happy Birthday, Team Baneshwor!' }, { accessory: 'cake-knife' }, { accessory: 'birthday-candles', quantity: 2 }] },
  { day: 0, customer: 'hari.poudel', place: 'bhaisepati', method: 'standard', slot: '12 PM – 3 PM', status: 'baking', payment: 'cod', placedHoursAgo: 20,
    lines: [{ cake: 'sugar-free-black-forest-cake', pound: 1.5, eggless: true, message: 'Happy 72nd Birthday Hari Ba' }] },
  { day: 0, customer: 'anjana_gurung', place: 'gongabu', method: 'standard', slot: '3 PM – 6 PM', status: 'confirmed', payment: 'esewa', placedHoursAgo: 18,
    lines: [{ cake: 'unicorn-rainbow-vanilla-cake', pound: 2, message: 'Happy 7th Birthday Sita' }, { cake: 'teddy-bear-chocolate-cake', pound: 2, message: 'Happy 7th Birthday Gita' }, { accessory: 'balloon-bunch' }] },
  { day: 0, customer: 'laxmi_dangol', place: 'chabahil', method: 'standard', slot: '3 PM – 6 PM', status: 'confirmed', payment: 'cod', placedHoursAgo: 9,
    lines: [{ cake: 'classic-chocolate-cake', pound: 1, eggless: true, message: 'Happy Birthday Nani' }] },
  { day: 0, customer: 'priya_karki', place: 'imadol', method: 'standard', slot: '3 PM – 6 PM', status: 'cancelled', payment: 'cod', placedHoursAgo: 28,
    lines: [{ cake: 'chocolate-truffle-drip-cake', pound: 1, message: 'Surprise!' }] },
  { day: 0, customer: 'sabina_tuladhar', place: 'jhamsikhel', method: 'express', slot: '4 PM – 6 PM', status: 'baking', payment: 'khalti', placedHoursAgo: 7,
    lines: [{ cake: 'vanilla-photo-print-cake', pound: 2, photo: true, message: 'Congratulations Ar. Sabina!' }] },
  { day: 0, customer: 'sujan.lama', place: 'jorpati', method: 'standard', slot: '6 PM – 9 PM', status: 'placed', payment: 'cod', placedHoursAgo: 2,
    lines: [{ cake: 'eggless-rasmalai-cake', pound: 2, message: 'Tashi Delek' }] },
  { day: 0, customer: 'nirmala.pokharel', place: 'budhanilkantha', method: 'standard', slot: '6 PM – 9 PM', status: 'placed', payment: 'esewa', placedHoursAgo: 1,
    lines: [{ cake: 'classic-pineapple-cake', pound: 2, eggless: true, lessCream: true, message: 'Happy Anniversary Aama Buba' }] },
  { day: 0, customer: 'bishal_kc', place: 'kalanki', method: 'midnight', slot: '11 PM – 12 AM (midnight)', status: 'confirmed', payment: 'esewa', placedHoursAgo: 5,
    lines: [{ cake: 'red-velvet-heart-cake', pound: 1, message: 'Happy Birthday Meena' }, { accessory: 'heart-balloons' }] },
  // Tomorrow
  { day: 1, customer: 'nabin_shakya', place: 'pulchowk', method: 'standard', slot: '9 AM – 12 PM', status: 'confirmed', payment: 'khalti', placedHoursAgo: 70,
    lines: [{ cake: 'three-tier-ivory-rose-wedding-cake', pound: 8, tier: 3, message: 'Suman weds Rojina' }, { accessory: 'cake-knife' }], note: 'Deliver to the party venue kitchen, ask for Dipak.' },
  { day: 1, customer: 'bimala.sherchan', place: 'jawalakhel', method: 'standard', slot: '12 PM – 3 PM', status: 'confirmed', payment: 'cod', placedHoursAgo: 22,
    lines: [{ cake: 'classic-mango-cake', quantity: 2, pound: 2, message: 'Happy Birthday Dawa' }] },
  { day: 1, customer: 'kabita.pun', place: 'madhyapur-thimi', method: 'standard', slot: '12 PM – 3 PM', status: 'placed', payment: 'cod', placedHoursAgo: 3,
    lines: [{ cake: 'black-forest-photo-print-cake', pound: 2, photo: true, message: 'Happy Birthday Aama' }] },
  { day: 1, customer: 'sushila.khadka', place: 'sanga', method: 'standard', slot: '3 PM – 6 PM', status: 'placed', payment: 'esewa', placedHoursAgo: 4,
    lines: [{ cake: 'eggless-mango-cake', pound: 1, message: 'Shubha Naya Barsha' }] },
  { day: 1, customer: 'manoj_shahi', place: 'balaju', method: 'midnight', slot: '11 PM – 12 AM (midnight)', status: 'confirmed', payment: 'esewa', placedHoursAgo: 6,
    lines: [{ cake: 'black-forest-heart-cake', pound: 1, message: 'Sorry I forgot. Happy Anniversary!' }, { product: '12-red-roses-bouquet' }] },
];

const HOUR_MS = 3_600_000;

/** A photo a customer uploaded for a photo cake: a drawn portrait (the demo has no real photos of anyone). */
function portraitSvg(name: string, colour: string): string {
  const initials = name.split(' ').map((w) => w[0] ?? '').join('').slice(0, 2).toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360"><rect width="480" height="360" fill="#fdf1e7"/><circle cx="240" cy="150" r="70" fill="${colour}"/><rect x="130" y="230" width="220" height="130" rx="60" fill="${colour}"/><text x="240" y="172" font-family="sans-serif" font-size="64" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
}

export async function seedBoardOrders(db: SeedExecutor, now = new Date()): Promise<Record<string, number>> {
  const catalogue = buildCatalogue();
  const delivery = buildDelivery();
  const today = kathmanduDateKey(now);
  const productBySlug = new Map(catalogue.products.map((p) => [p.slug, p]));
  const accessoryBySlug = new Map(catalogue.accessories.map((a) => [a.slug, a]));
  const flavourName = new Map(catalogue.flavours.map((f) => [f.id!, f.name]));
  const icingById = new Map(catalogue.icingTypes.map((i) => [i.id!, i]));

  /** The cake's price rules as loadCakeRules reads them from these rows (the catalogue's one formula prices it). */
  const rulesFor = (productId: number): CakeRules => {
    const product = catalogue.products.find((p) => p.id === productId)!;
    const o = catalogue.cakeOptions.find((c) => c.productId === productId)!;
    const tiers = catalogue.cakeTiers.filter((t) => t.productId === productId).map((t) => ({ tiers: t.tiers, minPound: t.minPound, surcharge: t.surcharge ?? 0 }));
    const defaultTier = tiers[0]?.tiers ?? 1;
    if (!tiers.some((t) => t.tiers === 1)) tiers.unshift({ tiers: 1, minPound: o.minPound ?? 1, surcharge: 0 });
    const heights = catalogue.cakeHeights.filter((h) => h.productId === productId).map((h) => ({ code: h.code, label: h.label, surchargePerPound: h.surchargePerPound ?? 0 }));
    const flavours = catalogue.cakeFlavours.filter((f) => f.productId === productId).map((f) => ({ id: f.flavourId, name: flavourName.get(f.flavourId) ?? '', extraPerPound: f.extraPerPound ?? 0 }));
    const icings = catalogue.cakeIcings.filter((i) => i.productId === productId).map((i) => ({ code: icingById.get(i.icingTypeId)!.code, name: icingById.get(i.icingTypeId)!.name, extraPerPound: i.extraPerPound ?? 0 }));
    const salePrice = product.salePrice !== null && product.salePrice !== undefined && product.salePrice < product.price ? product.salePrice : null;
    return {
      basePrice: salePrice ?? product.price,
      baseListPrice: product.price,
      minPound: o.minPound ?? 1,
      maxPound: o.maxPound ?? 10,
      poundStep: o.poundStep ?? 0.5,
      pricePerExtraPound: o.pricePerExtraPound,
      egglessPerPound: o.egglessPerPound ?? null,
      lessCreamAvailable: o.lessCreamAvailable ?? true,
      tiers,
      heights,
      flavours,
      icingTypes: icings,
      defaults: {
        pound: o.minPound ?? 1,
        tier: defaultTier,
        height: (heights.find((h) => h.surchargePerPound === 0) ?? heights[0])?.code ?? null,
        flavorId: flavours.find((f) => f.id === o.defaultFlavourId)?.id ?? flavours[0]?.id ?? null,
        icingType: icings.find((i) => icingById.get(o.defaultIcingTypeId ?? -1)?.code === i.code)?.code ?? icings[0]?.code ?? null,
      },
    };
  };

  let orderCount = 0;
  let cakeCount = 0;
  for (const demo of BOARD_ORDERS) {
    const person = DEMO_PEOPLE.find((p) => p.username === demo.customer);
    if (!person) throw new Error(`seed: no demo person ${demo.customer}`);
    const userId = demoPersonId(demo.customer);
    const place = delivery.locations.find((l) => l.slug === demo.place);
    const method = delivery.methods.find((m) => m.code === demo.method);
    const slot = delivery.slots.find((sl) => sl.methodId === method?.id && sl.label === demo.slot);
    if (!place?.id || !method || !slot?.id) throw new Error(`seed: board order to ${demo.place} at ${demo.method} ${demo.slot} names an unknown place or slot`);
    const dateKey = addDaysToKey(today, demo.day);
    const placedAt = new Date(now.getTime() - demo.placedHoursAgo * HOUR_MS);
    const receiverName = `${person.firstName} ${person.lastName}`;
    const phone = `98410${String(20000 + userId).padStart(5, '0')}`;
    const landmark = `Near the ${person.lastName} house, ${place.name}`;

    const [address] = await db
      .insert(s.shippingAddresses)
      .values({ userId, deliveryLocationId: place.id, alias: 'Home', receiverName, phoneNumber: phone, landmark, xCoord: place.longitude, yCoord: place.latitude, isDefault: true, createdAt: placedAt, updatedAt: placedAt })
      .returning({ id: s.shippingAddresses.id });

    const items: Array<Omit<typeof s.orderItems.$inferInsert, 'orderId'> & { type: string }> = [];
    for (const line of demo.lines) {
      const quantity = line.quantity ?? 1;
      if ('cake' in line) {
        const product = productBySlug.get(line.cake);
        if (!product?.id) throw new Error(`seed: board order names unknown cake ${line.cake}`);
        const rules = rulesFor(product.id);
        const options: CartItemOptions = { pound: line.pound, tier: line.tier ?? 1 };
        if (rules.defaults.height) options.height = rules.defaults.height;
        if (rules.defaults.flavorId !== null) options.flavorId = rules.defaults.flavorId;
        if (rules.defaults.icingType) options.icingType = rules.defaults.icingType;
        if (line.eggless) options.eggless = true;
        if (line.lessCream) options.lessCream = true;
        if (line.message) options.message = line.message;
        if (line.photo) {
          const [photo] = await db
            .insert(s.uploads)
            .values({ userId, kind: 'photo-cake', contentType: 'image/svg+xml', bytes: Buffer.from(portraitSvg(receiverName, person.avatarColor)), width: 480, height: 360, createdAt: placedAt })
            .returning({ id: s.uploads.id });
          options.photoUploadId = photo!.id;
        }
        const price = computeCakePrice(rules, { pound: line.pound, tier: options.tier, eggless: line.eggless, lessCream: line.lessCream });
        if (!price.ok) throw new Error(`seed: board cake ${line.cake} ${line.pound} lb: ${price.message}`);
        const summary = describeOptions(options, {
          flavour: rules.flavours.find((f) => f.id === options.flavorId)?.name ?? null,
          icing: rules.icingTypes.find((i) => i.code === options.icingType)?.name ?? null,
          height: rules.heights.find((h) => h.code === options.height)?.label ?? null,
        });
        items.push({ kind: 'product', type: 'cake', productId: product.id, name: product.name, slug: product.slug, image: product.images?.[0]?.src ?? '', unitPrice: price.price, quantity, options, optionsSummary: summary, lineTotal: price.price * quantity });
      } else if ('product' in line) {
        const product = productBySlug.get(line.product);
        if (!product?.id) throw new Error(`seed: board order names unknown product ${line.product}`);
        const unitPrice = product.salePrice ?? product.price;
        items.push({ kind: 'product', type: product.type ?? 'product', productId: product.id, name: product.name, slug: product.slug, image: product.images?.[0]?.src ?? '', unitPrice, quantity, lineTotal: unitPrice * quantity });
      } else {
        const accessory = accessoryBySlug.get(line.accessory);
        if (!accessory?.id) throw new Error(`seed: board order names unknown add-on ${line.accessory}`);
        items.push({ kind: 'accessory', type: 'accessory', accessoryId: accessory.id, name: accessory.name, slug: accessory.slug, image: accessory.image, unitPrice: accessory.price, quantity, lineTotal: accessory.price * quantity });
      }
    }

    const subtotal = items.filter((i) => i.kind === 'product').reduce((sum, i) => sum + i.lineTotal, 0);
    const accessoriesTotal = items.filter((i) => i.kind === 'accessory').reduce((sum, i) => sum + i.lineTotal, 0);
    const freeAbove = place.freeDeliveryAbove ?? null;
    const deliveryCharge = (freeAbove !== null && subtotal + accessoriesTotal >= freeAbove ? 0 : (place.charge ?? 0)) + (method.premium ?? 0);
    const slotUnits = slotUnitsFor(items.filter((i) => i.kind !== 'accessory'));
    const cancelled = demo.status === 'cancelled';
    const online = demo.payment !== 'cod';
    // An online payment confirms the order; a placed online order is still waiting for its money.
    const paid = online && demo.status !== 'placed' && !cancelled;
    const window = slotWindow(dateKey, slot);
    const [seq] = (await db.execute<{ id: string }>(sql`SELECT nextval(pg_get_serial_sequence('orders', 'id')) AS id`)).rows;
    const id = Number(seq?.id);
    await db.insert(s.orders).values({
      id,
      number: `UG-${formatKathmanduDate(placedAt, 'yyMM')}-${String(id).padStart(6, '0')}`,
      userId,
      status: demo.status,
      paymentStatus: paid ? 'paid' : 'unpaid',
      paymentMethod: demo.payment,
      subtotal,
      accessories: accessoriesTotal,
      deliveryCharge,
      total: subtotal + accessoriesTotal + deliveryCharge,
      locationId: place.id,
      addressId: address!.id,
      address: { addressId: address!.id, alias: 'Home', receiverName, phoneNumber: phone, secondaryPhoneNumber: null, landmark, deliveryLocationId: place.id, locationLabel: place.name, xCoord: place.longitude, yCoord: place.latitude },
      deliveryDate: dateKey,
      deliveryMethod: demo.method,
      slotId: slot.id,
      slotLabel: slot.label,
      slotStartsAt: window.start,
      slotEndsAt: window.end,
      slotUnits,
      note: demo.note ?? '',
      released: cancelled,
      paidAt: paid ? new Date(placedAt.getTime() + 60_000) : null,
      cancelledAt: cancelled ? new Date(placedAt.getTime() + 3 * HOUR_MS) : null,
      cancelReason: cancelled ? 'The party was postponed to next week' : null,
      createdAt: placedAt,
      updatedAt: placedAt,
    });
    await db.insert(s.orderItems).values(items.map(({ type, ...item }) => ({ ...item, orderId: id, kind: type === 'accessory' ? 'accessory' : item.kind })));

    // The timeline to its status, spread between the order and now (never in the future).
    const path: OrderStatus[] = cancelled ? ['placed', 'cancelled'] : (['placed', 'confirmed', 'baking', 'ready'] as const).slice(0, ['placed', 'confirmed', 'baking', 'ready'].indexOf(demo.status) + 1);
    const span = now.getTime() - placedAt.getTime();
    await db.insert(s.orderStatusHistory).values(
      path.map((status, i) => ({
        orderId: id,
        status,
        by: i === 0 ? 'customer' : status === 'confirmed' && online ? 'payment' : status === 'cancelled' ? 'customer' : 'shop',
        note: i === 0 ? 'Order placed' : status === 'confirmed' && online ? `Payment received through ${demo.payment === 'esewa' ? 'eSewa' : 'Khalti'}` : status === 'cancelled' ? 'The party was postponed to next week.' : '',
        createdAt: new Date(placedAt.getTime() + (span * i) / path.length),
      })),
    );

    if (!cancelled) {
      // The slot's places, as place-order books them. Stock and sold counts are left as the catalogue seeds them (the
      // shelf after these orders): the catalogue's lists and their tests read those numbers.
      await db.execute(sql`
        INSERT INTO slot_bookings (slot_id, delivery_date, count) VALUES (${slot.id}, ${dateKey}::date, ${slotUnits})
        ON CONFLICT (slot_id, delivery_date) DO UPDATE SET count = slot_bookings.count + EXCLUDED.count`);
      cakeCount += items.filter((i) => i.type === 'cake').reduce((sum, i) => sum + i.quantity, 0);
    }
    orderCount += 1;
  }
  return { board_orders: orderCount, board_cakes: cakeCount };
}
