import { sql } from 'drizzle-orm';
import { formatNpr, rupeesToPaisa } from '@/lib/domain/money';
import * as s from '@/lib/server/db/schema';
import { insertAll, syncSequence, type SeedExecutor } from './insert';
import { nextNewYearWeek, runningDates } from './running-dates';

// Cart promotions for the demo shop: festival coupons (one expired, one not started yet, so the refusals can be
// seen), a few gift vouchers, and free gifts above a cart value. What runs now is dated from the seeding day
// (running-dates.ts); what is over keeps fixed past dates.

const at = (iso: string) => new Date(iso);
/** An amount as the shop writes it, 'रू 1,500' (lib/domain/money): these texts are shown to shoppers. */
const npr = (rupees: number) => formatNpr(rupeesToPaisa(rupees));
const RUNNING = runningDates();
const NEW_YEAR = nextNewYearWeek();

export const SEED_COUPONS: Array<typeof s.coupons.$inferInsert> = [
  {
    id: 1,
    code: 'DASHAIN10',
    description: `Dashain offer: 10% off cakes and gifts (up to ${npr(500)}) on orders of ${npr(1500)} or more.`,
    kind: 'percent',
    value: 10,
    minSubtotal: rupeesToPaisa(1500),
    maxDiscount: rupeesToPaisa(500),
    ...RUNNING,
    usageLimit: 5000,
  },
  {
    id: 2,
    code: 'TIHAR500',
    description: `Tihar special: ${npr(500)} off orders of ${npr(5000)} or more.`,
    kind: 'flat',
    value: rupeesToPaisa(500),
    minSubtotal: rupeesToPaisa(5000),
    ...RUNNING,
    usageLimit: 2000,
  },
  {
    id: 3,
    code: 'WELCOME100',
    description: `Welcome gift: ${npr(100)} off your first order of ${npr(1000)} or more.`,
    kind: 'flat',
    value: rupeesToPaisa(100),
    minSubtotal: rupeesToPaisa(1000),
    perUserLimit: 1,
  },
  {
    id: 4,
    code: 'TEEJ2024',
    description: 'Teej 2024: 15% off (ended).',
    kind: 'percent',
    value: 15,
    minSubtotal: rupeesToPaisa(1000),
    maxDiscount: rupeesToPaisa(750),
    startsAt: at('2024-08-25T00:00:00+05:45'),
    endsAt: at('2024-09-07T23:59:59+05:45'),
  },
  {
    id: 5,
    code: 'NAYABARSA',
    description: `Nepali New Year week: 20% off (up to ${npr(1000)}).`,
    kind: 'percent',
    value: 20,
    minSubtotal: rupeesToPaisa(2000),
    maxDiscount: rupeesToPaisa(1000),
    ...NEW_YEAR,
  },
];

export const SEED_VOUCHERS: Array<typeof s.vouchers.$inferInsert> = [
  { id: 1, code: 'UG-GIFT-1000-KTM', amount: rupeesToPaisa(1000), expiresAt: RUNNING.endsAt },
  { id: 2, code: 'UG-GIFT-500-PKR', amount: rupeesToPaisa(500), expiresAt: RUNNING.endsAt },
  { id: 3, code: 'UG-GIFT-2000-BRT', amount: rupeesToPaisa(2000), expiresAt: RUNNING.endsAt },
  { id: 4, code: 'UG-GIFT-300-OLD', amount: rupeesToPaisa(300), expiresAt: at('2024-12-31T23:59:59+05:45') },
];

const GIFTS = [
  { threshold: rupeesToPaisa(5000), slug: 'small-white-teddy-with-heart', title: `Free teddy with orders above ${npr(5000)}` },
  { threshold: rupeesToPaisa(10000), slug: '6-red-roses-bouquet', title: `Free 6 red roses with orders above ${npr(10000)}` },
];

export async function seedCart(db: SeedExecutor): Promise<Record<string, number>> {
  await insertAll(db, s.coupons, SEED_COUPONS);
  await syncSequence(db, s.coupons);
  await insertAll(db, s.vouchers, SEED_VOUCHERS);
  await syncSequence(db, s.vouchers);
  for (const gift of GIFTS) {
    await db.execute(
      sql`INSERT INTO gift_rules (threshold_paisa, product_id, title) SELECT ${gift.threshold}, id, ${gift.title} FROM products WHERE slug = ${gift.slug}`,
    );
  }
  return { coupons: SEED_COUPONS.length, vouchers: SEED_VOUCHERS.length, gift_rules: GIFTS.length };
}
