import { sql } from 'drizzle-orm';
import { describePrize, prizeCondition, prizeExpiry, type PrizeKind } from '@/lib/domain/games';
import { rupeesToPaisa } from '@/lib/domain/money';
import { prizeCoupon } from '@/lib/domain/prize-effects';
import { coupons, donationCauses, donations, gamePlays, gamePrizes, games, prizeWallet } from '@/lib/server/db/schema';
import { insertAll, type SeedExecutor } from './insert';

// The demo's games and donations (issue 15): two running wheels (/roulette/test-your-luck, and the Winter Wheel that
// /roulette/latest opens), a treasure dig over nine of the shop's cakes, three donation causes with their donors, and
// a prize already in the demo customer's wallet. Dates are relative to the seed run, so the games run on any date.

const DAY = 24 * 60 * 60 * 1000;
const rs = rupeesToPaisa;

type PrizeSeed = {
  label: string;
  kind: PrizeKind;
  value?: number;
  minSubtotal?: number;
  maxDiscount?: number;
  weight: number;
  dailyCap?: number;
  totalCap?: number;
  /** For this category (and its subcategories) only. */
  category?: string;
  color: string;
};

// Real prizes, real weights: the chance printed on the page is weight / sum of weights (here out of 1,000). Each does
// what its label says: "Free delivery" takes off the whole delivery charge, whatever the method (no cap), and "Free
// cupcake box" puts a box of cupcakes in the order at रू 0.
const TEST_YOUR_LUCK: PrizeSeed[] = [
  { label: 'रू 100 off', kind: 'flat', value: rs(100), minSubtotal: rs(800), weight: 180, dailyCap: 40, color: '#d9466f' },
  { label: 'Better luck next time', kind: 'none', weight: 400, color: '#6b7280' },
  { label: 'Free delivery', kind: 'free_delivery', minSubtotal: rs(1000), weight: 150, dailyCap: 30, color: '#0f766e' },
  { label: 'Try again tomorrow', kind: 'none', weight: 150, color: '#475569' },
  { label: '10% off', kind: 'percent', value: 10, minSubtotal: rs(1500), maxDiscount: rs(400), weight: 100, dailyCap: 15, color: '#b45309' },
  { label: 'Free cupcake box', kind: 'free_item', minSubtotal: rs(1500), weight: 20, dailyCap: 5, totalCap: 100, color: '#7c3aed' },
];

const WINTER_WHEEL: PrizeSeed[] = [
  { label: 'रू 150 off', kind: 'flat', value: rs(150), minSubtotal: rs(1200), weight: 160, dailyCap: 30, color: '#1d4ed8' },
  { label: 'Better luck next time', kind: 'none', weight: 420, color: '#6b7280' },
  { label: 'Free delivery', kind: 'free_delivery', minSubtotal: rs(1000), weight: 180, dailyCap: 40, color: '#0f766e' },
  { label: '15% off a cake', kind: 'percent', value: 15, minSubtotal: rs(2000), maxDiscount: rs(600), weight: 60, dailyCap: 10, totalCap: 150, category: 'cakes', color: '#b91c1c' },
  { label: 'So close!', kind: 'none', weight: 150, color: '#475569' },
  { label: 'Free cupcake box', kind: 'free_item', minSubtotal: rs(1500), weight: 30, dailyCap: 5, totalCap: 120, color: '#7c3aed' },
];

const TREASURE: PrizeSeed[] = [
  { label: 'Nothing here', kind: 'none', weight: 700, color: '#6b7280' },
  { label: 'रू 200 off', kind: 'flat', value: rs(200), minSubtotal: rs(1500), weight: 120, dailyCap: 20, color: '#b45309' },
  { label: 'Free delivery', kind: 'free_delivery', minSubtotal: rs(1000), weight: 120, dailyCap: 25, color: '#0f766e' },
  { label: 'Free cupcake box', kind: 'free_item', minSubtotal: rs(1500), weight: 60, dailyCap: 5, totalCap: 100, color: '#7c3aed' },
];

type CauseSeed = {
  slug: string;
  title: string;
  summary: string;
  story: string;
  organisation: string;
  registrationNo: string;
  pan: string;
  goal: number;
  place: string;
  receiverName: string;
  phoneNumber: string;
  landmark: string;
  hue: number;
};

const CAUSES: CauseSeed[] = [
  {
    slug: 'birthday-cakes-for-bal-griha',
    title: 'A birthday cake for every child at Bal Griha',
    summary: 'Forty-two children live at Bal Griha in Chabahil. Most have never had a cake with their own name on it. Help us bake one for every birthday this year.',
    story:
      'Bal Griha has been home to children who lost their parents or cannot live with them since 2061 BS. The house mothers remember every birthday, but a cake for each child has never fitted the budget.\n\nEvery रू 1,500 buys one 1-pound cake, candles and a card, baked by our partner bakeries and delivered on the morning of the birthday. Cakes donated through our shop go straight to the home’s kitchen.',
    organisation: 'Bal Griha Children’s Home',
    registrationNo: 'SWC 1187/2061',
    pan: '301456789',
    goal: rs(63_000),
    place: 'chabahil',
    receiverName: 'Sarita Gurung (house mother)',
    phoneNumber: '9841000111',
    landmark: 'Behind Chabahil Ganesh temple, green gate, Bal Griha sign',
    hue: 340,
  },
  {
    slug: 'festival-meals-at-briddhashram',
    title: 'Dashain and Tihar meals at Pashupati Briddhashram',
    summary: 'Two hundred elders at the old-age home by Pashupati spend the festivals far from family. A festive meal with sel roti, meat and sweets costs रू 450 a plate.',
    story:
      'For many residents the festivals are the hardest days of the year. Volunteers cook a festive meal for everyone on Dashami and Bhai Tika, and the home tries to make sure nobody eats alone.\n\nYour gift pays for plates of sel roti, khasi ko masu (or a vegetarian plate), achar and sweets. Cakes donated through our shop are shared at the evening gathering.',
    organisation: 'Pashupati Briddhashram Sewa Samiti',
    registrationNo: 'DAO Kathmandu 2456/2068',
    pan: '302987654',
    goal: rs(90_000),
    place: 'jorpati',
    receiverName: 'Hari Prasad Adhikari (caretaker)',
    phoneNumber: '9851000222',
    landmark: 'Near Guhyeshwari gate, white building with the Samiti board',
    hue: 28,
  },
  {
    slug: 'flood-relief-koshi',
    title: 'Flood relief for families along the Koshi',
    summary: 'Monsoon floods in Sunsari and Saptari left hundreds of families without food or dry bedding. Every रू 2,500 sends a relief kit: rice, lentils, oil, a tarpaulin and a blanket.',
    story:
      'Our partner has worked in the Koshi villages since the 2065 BS flood. After this year’s monsoon they are distributing relief kits to families whose homes and stores of grain were washed away.\n\nEvery rupee given here goes to the kits; Upahar Ghar pays the payment fees. The partner publishes its distribution lists at the ward offices.',
    organisation: 'Koshi Sahayog Kendra',
    registrationNo: 'SWC 3321/2066',
    pan: '303112233',
    goal: rs(250_000),
    place: 'itahari',
    receiverName: 'Bimala Chaudhary (relief coordinator)',
    phoneNumber: '9842000333',
    landmark: 'Ward 6 office, beside Itahari chowk',
    hue: 205,
  },
];

// [cause index, donor index, rupees, days ago, anonymous, in honour of, gateway]
const GIFTS: Array<[number, number, number, number, boolean, string | null, 'esewa' | 'khalti']> = [
  [0, 0, 1500, 1, false, 'my daughter Aayusha on her 7th birthday', 'esewa'],
  [0, 1, 3000, 2, true, null, 'khalti'],
  [0, 2, 1500, 4, false, null, 'esewa'],
  [0, 3, 5000, 6, false, 'Aama and Buba', 'khalti'],
  [0, 4, 1000, 9, true, 'Late Gopal Shrestha', 'esewa'],
  [0, 5, 2500, 12, false, null, 'esewa'],
  [1, 6, 4500, 1, false, 'my grandmother', 'khalti'],
  [1, 7, 900, 3, false, null, 'esewa'],
  [1, 0, 2000, 5, true, null, 'esewa'],
  [1, 8, 10000, 8, false, 'the Maharjan family of Kirtipur', 'khalti'],
  [1, 9, 1350, 11, false, null, 'esewa'],
  [2, 2, 2500, 1, false, null, 'khalti'],
  [2, 10, 7500, 2, true, null, 'esewa'],
  [2, 11, 2500, 3, false, 'the people of Saptari', 'esewa'],
  [2, 3, 25000, 5, false, null, 'khalti'],
  [2, 12, 5000, 7, false, null, 'esewa'],
  [2, 6, 1000, 10, true, null, 'khalti'],
  [2, 13, 12500, 14, false, 'Bimal dai, who taught us to help', 'esewa'],
];

type Row = Record<string, unknown>;
const rowsOf = <T extends Row>(result: { rows: unknown[] }): T[] => result.rows as T[];

async function insertPrizes(db: SeedExecutor, gameId: number, list: PrizeSeed[]): Promise<Array<{ id: number; seed: PrizeSeed }>> {
  const categoryRows = rowsOf<{ id: number; slug: string }>(await db.execute(sql`SELECT id, slug FROM categories`));
  const categoryId = (slug: string | undefined) => (slug ? (categoryRows.find((c) => c.slug === slug)?.id ?? null) : null);
  // A free-item prize gives the box of cupcakes most in stock (the rule migration 0019 used for the prizes it found).
  const [box] = rowsOf<{ id: number }>(
    await db.execute(sql`SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id
      WHERE c.slug = 'cupcakes' AND p.is_active AND p.type = 'product' ORDER BY p.stock DESC, p.id LIMIT 1`),
  );
  const productId = (kind: PrizeKind) => {
    if (kind !== 'free_item') return null;
    if (!box) throw new Error('seed: no box of cupcakes for a free-item prize');
    return Number(box.id);
  };
  const created = await db
    .insert(gamePrizes)
    .values(
      list.map((p, position) => ({
        gameId,
        position,
        label: p.label,
        kind: p.kind,
        value: p.value ?? 0,
        minSubtotal: p.minSubtotal ?? 0,
        maxDiscount: p.maxDiscount ?? null,
        weight: p.weight,
        dailyCap: p.dailyCap ?? null,
        totalCap: p.totalCap ?? null,
        categoryId: categoryId(p.category),
        productId: productId(p.kind),
        color: p.color,
      })),
    )
    .returning({ id: gamePrizes.id, position: gamePrizes.position });
  return created.map((c) => ({ id: c.id, seed: list[c.position]! }));
}

export async function seedGames(db: SeedExecutor): Promise<Record<string, number>> {
  const now = Date.now();
  const cakes = rowsOf<{ id: number }>(
    await db.execute(sql`SELECT id FROM products WHERE is_active AND stock > 0 AND type = 'cake' ORDER BY sold_count DESC, id LIMIT 9`),
  ).map((r) => Number(r.id));

  const created = await db
    .insert(games)
    .values([
      {
        slug: 'test-your-luck',
        kind: 'roulette',
        title: 'Test your luck',
        tagline: 'One free spin a day. Real prizes for your next cake.',
        description: 'Spin the Upahar Ghar wheel once a day for discounts, free delivery or a free box of cupcakes. Place an order and you get another spin that day.',
        startsAt: new Date(now - 60 * DAY),
        endsAt: null,
      },
      {
        slug: 'winter-wheel',
        kind: 'roulette',
        title: 'The Winter Wheel',
        tagline: 'Warm up the cold months with a spin a day.',
        description: 'Our winter wheel runs through Poush and Magh: bigger discounts for the season’s birthdays, weddings and New Year parties.',
        startsAt: new Date(now - 3 * DAY),
        endsAt: new Date(now + 45 * DAY),
      },
      {
        slug: 'cake-treasure-hunt',
        kind: 'treasure',
        title: 'Cake treasure hunt',
        tagline: 'Prizes are hidden under some of our best-loved cakes. Where will you dig?',
        description: 'Every day we hide prizes under nine cakes on your map. Dig under one a day (another for each order you place that day) and see what you find.',
        startsAt: new Date(now - 30 * DAY),
        endsAt: null,
        productIds: cakes,
      },
    ])
    .returning({ id: games.id, slug: games.slug });
  const idOf = (slug: string) => created.find((g) => g.slug === slug)!.id;
  const luck = await insertPrizes(db, idOf('test-your-luck'), TEST_YOUR_LUCK);
  await insertPrizes(db, idOf('winter-wheel'), WINTER_WHEEL);
  await insertPrizes(db, idOf('cake-treasure-hunt'), TREASURE);

  // The demo customer spun yesterday and won रू 100 off: it waits in their wallet.
  const [sita] = rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM users WHERE username = 'sita.demo'`));
  let walletRows = 0;
  if (sita) {
    const prize = luck[0]!;
    const wonAt = new Date(now - DAY);
    const terms = { kind: prize.seed.kind, value: prize.seed.value ?? 0, minSubtotal: prize.seed.minSubtotal ?? 0, maxDiscount: prize.seed.maxDiscount ?? null };
    const day = new Date(wonAt.getTime() + (5 * 60 + 45) * 60 * 1000).toISOString().slice(0, 10);
    const [coupon] = await db
      .insert(coupons)
      .values({ code: 'WIN-SITA-DEMO', description: `${prize.seed.label} — Test your luck: ${describePrize(terms)}`, ...prizeCoupon(terms), minSubtotal: terms.minSubtotal, startsAt: wonAt, endsAt: prizeExpiry(wonAt), usageLimit: 1, perUserLimit: 1, ownerUserId: Number(sita.id) })
      .returning({ id: coupons.id });
    const [play] = await db
      .insert(gamePlays)
      .values({ gameId: idOf('test-your-luck'), userId: Number(sita.id), day, playNo: 1, clientPlayId: 'seed-sita-spin-1', prizeId: prize.id, createdAt: wonAt })
      .returning({ id: gamePlays.id });
    const [wallet] = await db
      .insert(prizeWallet)
      .values({ userId: Number(sita.id), sourceType: 'roulette', sourceId: play!.id, couponId: coupon!.id, code: 'WIN-SITA-DEMO', title: `${prize.seed.label} — Test your luck`, description: describePrize(terms), condition: prizeCondition(terms), expiresAt: prizeExpiry(wonAt), createdAt: wonAt })
      .returning({ id: prizeWallet.id });
    await db.execute(sql`UPDATE game_plays SET wallet_id = ${wallet!.id} WHERE id = ${play!.id}`);
    await db.execute(sql`UPDATE game_prizes SET given_total = given_total + 1 WHERE id = ${prize.id}`);
    walletRows = 1;
  }

  const places = rowsOf<{ id: number; slug: string }>(await db.execute(sql`SELECT id, slug FROM delivery_locations`));
  const causeRows = await db
    .insert(donationCauses)
    .values(
      CAUSES.map(({ place, ...c }, position) => ({
        ...c,
        position,
        deliveryLocationId: places.find((p) => p.slug === place)?.id ?? null,
      })),
    )
    .returning({ id: donationCauses.id, slug: donationCauses.slug });
  const donors = rowsOf<{ id: number; name: string }>(await db.execute(sql`SELECT id, name FROM users WHERE username <> 'sita.demo' ORDER BY id LIMIT 14`));
  const gifts = GIFTS.filter(([, donor]) => donors[donor % Math.max(1, donors.length)]).map(([cause, donor, rupees, daysAgo, anonymous, honour, gateway], i) => {
    const person = donors[donor % donors.length]!;
    const at = new Date(now - daysAgo * DAY - i * 37 * 60 * 1000);
    return {
      causeId: causeRows[cause]!.id,
      userId: Number(person.id),
      amount: rs(rupees),
      gateway,
      status: 'paid',
      paymentRef: `UG-0-seed${String(i).padStart(8, '0')}`,
      donorName: person.name,
      isAnonymous: anonymous,
      inHonourOf: honour,
      createdAt: at,
      paidAt: at,
    };
  });
  await insertAll(db, donations, gifts);
  // The causes' totals are kept by each payment; the seed sets them once from the gifts it wrote.
  await db.execute(sql`
    UPDATE donation_causes c SET raised = t.raised, donor_count = t.n
    FROM (SELECT cause_id, sum(amount)::int AS raised, count(*)::int AS n FROM donations WHERE status = 'paid' GROUP BY cause_id) t
    WHERE t.cause_id = c.id`);

  return { games: created.length, game_prizes: TEST_YOUR_LUCK.length + WINTER_WHEEL.length + TREASURE.length, prize_wallet: walletRows, donation_causes: causeRows.length, donations: gifts.length };
}
