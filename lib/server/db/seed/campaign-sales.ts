import { sql } from 'drizzle-orm';
import * as s from '@/lib/server/db/schema';
import { bannerPath, mediaPath } from '@/lib/server/media/urls';
import { insertAll, syncSequence, type SeedExecutor } from './insert';
import { runningDates } from './running-dates';

// The demo's campaigns (issue 15): the Winter Cake Festival runs on any date, with a flash sale every Kathmandu day
// from midnight to 23:30 (so its countdown is always live: "ends in …", or for half an hour "starts in …"); a
// Dashain campaign that ended 40 days before the seed and a Tihar one that starts 20 days after it. Dates are relative
// to the seed's `now`, products are picked by what the catalogue holds (its ids are deterministic), from its end, so
// the first products of each kind (which the older tests use as plain examples) keep their catalogue prices.

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_S = 60;

/** Kathmandu midnight of the day `now` falls in (Asia/Kathmandu has no daylight saving: +05:45 all year). */
function kathmanduMidnight(now: number): number {
  const offset = (5 * 60 + 45) * 60 * 1000;
  return Math.floor((now + offset) / DAY_MS) * DAY_MS - offset;
}

type Pick = { id: number };

async function pickProducts(db: SeedExecutor, where: ReturnType<typeof sql>, limit: number, offset = 0): Promise<number[]> {
  const result = await db.execute<Pick>(sql`
    SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id
    WHERE p.is_active AND p.stock > 0 AND ${where}
    ORDER BY p.id DESC LIMIT ${limit} OFFSET ${offset}`);
  return result.rows.map((r) => Number(r.id));
}

// Specs of the six Sajilo E-Motors vehicles, matched by name (the catalogue's automobiles).
const SPECS: Array<[string, Omit<typeof s.automobileSpecs.$inferInsert, 'productId'>]> = [
  ['Yeti E-Scooter S1 (80', { vehicleKind: 'Electric scooter', rangeKm: 80, topSpeedKmh: 55, motorWatts: 2000, batteryWh: 2300, chargeHours: 4.5, weightKg: 92, payloadKg: 150, warranty: '3 years motor, 2 years battery', licenceNeeded: true }],
  ['Yeti E-Scooter S1 Pro', { vehicleKind: 'Electric scooter', rangeKm: 120, topSpeedKmh: 70, motorWatts: 3000, batteryWh: 3600, chargeHours: 5.5, weightKg: 104, payloadKg: 160, warranty: '3 years motor, 3 years battery', licenceNeeded: true }],
  ['Sajilo City E-Bike', { vehicleKind: 'Electric bicycle', rangeKm: 50, topSpeedKmh: 25, motorWatts: 250, batteryWh: 500, chargeHours: 4, weightKg: 24, payloadKg: 100, warranty: '2 years frame and motor, 1 year battery', licenceNeeded: false }],
  ['Sajilo Mountain E-Bike', { vehicleKind: 'Electric bicycle', rangeKm: 60, topSpeedKmh: 25, motorWatts: 500, batteryWh: 640, chargeHours: 5, weightKg: 27, payloadKg: 110, warranty: '2 years frame and motor, 1 year battery', licenceNeeded: false }],
  ['Himal Electric Moped Cargo', { vehicleKind: 'Electric moped', rangeKm: 70, topSpeedKmh: 45, motorWatts: 1500, batteryWh: 2000, chargeHours: 5, weightKg: 88, payloadKg: 190, warranty: '2 years motor, 2 years battery', licenceNeeded: true }],
  ['Himal Electric Moped', { vehicleKind: 'Electric moped', rangeKm: 75, topSpeedKmh: 45, motorWatts: 1200, batteryWh: 1800, chargeHours: 4.5, weightKg: 78, payloadKg: 150, warranty: '2 years motor, 2 years battery', licenceNeeded: true }],
];

async function seedAutomobileSpecs(db: SeedExecutor): Promise<number> {
  const result = await db.execute<{ id: number; name: string }>(sql`SELECT id, name FROM products WHERE type = 'automobile' ORDER BY id`);
  const rows = result.rows.flatMap((p) => {
    const spec = SPECS.find(([prefix]) => p.name.startsWith(prefix));
    return spec ? [{ productId: Number(p.id), ...spec[1] }] : [];
  });
  await insertAll(db, s.automobileSpecs, rows);
  return rows.length;
}

export async function seedCampaignSales(db: SeedExecutor, now = Date.now()): Promise<Record<string, number>> {
  const winter = runningDates(now);
  const today = kathmanduMidnight(now);
  // The festival's page words and art (its row comes from the content seed, id 1).
  await db.execute(sql`UPDATE campaigns SET
      tagline = ${'Plum cakes, warm drip cakes and hampers at festival prices, with a flash sale every day'},
      hero_image = ${bannerPath('bg', 'snow', 'night')}
    WHERE slug = 'winter-cake-festival'`);
  const [winterRow] = (await db.execute<{ id: number }>(sql`SELECT id FROM campaigns WHERE slug = 'winter-cake-festival'`)).rows;
  const winterId = Number(winterRow?.id ?? 1);

  const dashain = { startsAt: new Date(today - 55 * DAY_MS), endsAt: new Date(today - 40 * DAY_MS - 1000) };
  const tihar = { startsAt: new Date(today + 20 * DAY_MS), endsAt: new Date(today + 27 * DAY_MS - 1000) };
  await insertAll(db, s.campaigns, [
    {
      id: 3, slug: 'dashain-gift-festival', name: 'Dashain Gift Festival', icon: mediaPath('icon', { icon: 'star' }),
      description: 'Tika thali sets, family hampers, dry fruits and cakes for Bijaya Dashami, delivered to every home you visit.',
      tagline: 'Fifteen days of Dashain prices on hampers, dry fruits and cakes', heroImage: bannerPath('bg', 'festival', 'saffron'),
      ...dashain, isActive: true,
    },
    {
      id: 4, slug: 'tihar-bhai-tika', name: 'Tihar Bhai Tika Sale', icon: mediaPath('icon', { icon: 'flame' }),
      description: 'Diyo sets, marigold garlands, sweets and Bhai Tika gift boxes for the festival of lights.',
      tagline: 'Lights, sweets and Bhai Tika boxes for the five days of Tihar', heroImage: bannerPath('bg', 'gift', 'rose'),
      ...tihar, isActive: true,
    },
  ]);
  await syncSequence(db, s.campaigns);

  // Every Kathmandu day from 00:00 to 23:30, from 30 days before the seed on.
  await insertAll(db, s.campaignFlashSales, [
    { campaignId: winterId, title: 'Daily flash sale', firstStartsAt: new Date(Math.max(today - 30 * DAY_MS, winter.startsAt.getTime())), durationSeconds: (23 * 60 + 30) * MINUTE_S, repeatEverySeconds: 24 * 60 * MINUTE_S },
  ]);

  const cake = sql`p.type = 'cake'`;
  const readyCakes = await pickProducts(db, sql`${cake} AND p.is_ready_made`, 4);
  const optionCakes = await pickProducts(db, sql`${cake} AND NOT p.is_ready_made AND p.sale_price IS NULL`, 12);
  const hampers = await pickProducts(db, sql`c.slug IN ('hampers', 'chocolates')`, 4);
  const dashainGoods = await pickProducts(db, sql`c.slug IN ('dashain-specials', 'dry-fruits', 'hampers')`, 8);
  const tiharGoods = await pickProducts(db, sql`c.slug IN ('tihar-specials', 'sweets-mithai', 'flowers')`, 8);

  type Row = typeof s.campaignProducts.$inferInsert;
  const rows: Row[] = [];
  const add = (campaignId: number, ids: number[], section: Row['section'], percentOff: number, perCustomerLimit: number | null) => {
    ids.forEach((productId, i) => {
      if (rows.some((r) => r.campaignId === campaignId && r.productId === productId)) return;
      rows.push({ campaignId, productId, section, percentOff: percentOff - (i % 2) * 5, perCustomerLimit, position: i });
    });
  };
  add(winterId, [...readyCakes.slice(0, 2), ...optionCakes.slice(0, 2)], 'flash', 30, 1); // one per customer
  add(winterId, hampers, 'deal', 20, 2);
  add(winterId, [...readyCakes.slice(2), ...optionCakes.slice(2, 10)], 'product', 15, null);
  add(3, dashainGoods, 'product', 20, null);
  add(4, tiharGoods.slice(0, 3), 'deal', 25, 1);
  add(4, tiharGoods.slice(3), 'product', 15, null);
  await insertAll(db, s.campaignProducts, rows);

  // Hero sliders and offer tiles: banners under the campaign's placements (their clicks are counted like any banner's).
  const slide = (slug: string, motif: string, palette: string, title: string, subtitle: string, link: string) => ({
    placement: `campaign:${slug}`, image: bannerPath('bg', motif, palette), title, subtitle, link,
  });
  const offer = (slug: string, motif: string, palette: string, title: string, subtitle: string, link: string) => ({
    placement: `campaign-offer:${slug}`, image: bannerPath('card', motif, palette), title, subtitle, link,
  });
  const banners = [
    slide('winter-cake-festival', 'snow', 'night', 'Winter Cake Festival', 'Plum cakes and drip cakes in the daily flash sale', '/campaign/winter-cake-festival#flash-sale'),
    slide('winter-cake-festival', 'gift', 'cocoa', 'Winter hampers', 'Chocolate and dry-fruit hampers for the cold evenings', '/campaign/winter-cake-festival#feature-deals'),
    slide('winter-cake-festival', 'cake', 'brand', 'Cakes for every winter party', 'Festival prices on cakes until the season ends', '/campaign/winter-cake-festival#campaign-products'),
    offer('winter-cake-festival', 'truck', 'leaf', 'Free delivery in the valley', 'On orders above the free-delivery amount', '/products'),
    offer('winter-cake-festival', 'sale', 'saffron', 'Flash sale every day', 'New deals every day: watch the countdown', '/campaign/winter-cake-festival#flash-sale'),
    offer('winter-cake-festival', 'heart', 'rose', 'Write a message on the cake', 'Free on every festival cake', '/category/cakes'),
    slide('dashain-gift-festival', 'festival', 'saffron', 'Dashain Gift Festival', 'Hampers, dry fruits and tika thali sets for Bijaya Dashami', '/campaign/dashain-gift-festival'),
    offer('dashain-gift-festival', 'gift', 'saffron', 'Family hampers', 'For every home you visit for tika', '/category/dashain-specials'),
    slide('tihar-bhai-tika', 'gift', 'rose', 'Tihar Bhai Tika Sale', 'Diyo sets, sweets and Bhai Tika boxes', '/campaign/tihar-bhai-tika'),
    offer('tihar-bhai-tika', 'festival', 'saffron', 'Bhai Tika boxes', 'Sweets, dry fruits and a card for your brother or sister', '/category/tihar-specials'),
  ].map((b, i) => ({ ...b, position: i, isActive: true }));
  await insertAll(db, s.banners, banners);

  const specs = await seedAutomobileSpecs(db);
  return { campaign_products: rows.length, campaign_flash_sales: 1, campaign_banners: banners.length, automobile_specs: specs };
}
