import { sql } from 'drizzle-orm';
import * as s from '@/lib/server/db/schema';
import { buildCatalogue } from './catalogue/build';
import { buildContent } from './data/content';
import { seedBlog } from './blog';
import { seedCart } from './cart';
import { seedBoardOrders } from './board-orders';
import { seedCommunity } from './community';
import { insertAll, type SeedDb, type SeedExecutor, syncSequence } from './insert';
import { seedDelivery } from './delivery';
import { seedOrders } from './orders';
import { seedPages } from './pages';
import { seedSupport } from './support';
import { seedPeople } from './people';
import { seedContests } from './contests';
import { seedQuizzes } from './quizzes';
import { seedApplications } from './applications';
import { seedBusinesses } from './businesses';
import { seedCampaignSales } from './campaign-sales';
import { seedGames } from './games';
import { seedModeration } from './moderation';

// Deterministic demo data for Upahar Ghar: a Kathmandu cake and gift shop with ~300 products. Called by the jest
// global setup, the start script and scripts/db-seed.ts, so it takes a Drizzle db and never imports the app's client.

export type { SeedDb } from './insert';

export async function isDatabaseEmpty(db: SeedDb): Promise<boolean> {
  const result = await db.execute<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM categories`);
  return (result.rows[0]?.n ?? 0) === 0;
}

/** Empties every table in the public schema (the migration journal lives in the "drizzle" schema and survives). */
export async function truncateAllTables(db: SeedDb): Promise<string[]> {
  const result = await db.execute<{ tablename: string }>(sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
  const names = result.rows.map((r) => r.tablename);
  if (names.length) await db.execute(sql.raw(`TRUNCATE ${names.map((n) => `"${n}"`).join(', ')} RESTART IDENTITY CASCADE`));
  return names;
}

export type SeedSummary = Record<string, number>;

/** Seeds an empty, migrated database. Returns row counts per table. */
export async function seedDatabase(db: SeedDb): Promise<SeedSummary> {
  const c = buildCatalogue();
  const content = buildContent();
  // Parents before children (foreign keys); tables with serial ids get their sequence moved afterwards.
  const plan: Array<[Parameters<typeof insertAll>[1], unknown[], boolean]> = [
    [s.categories, c.categories, true],
    [s.brands, c.brands, true],
    [s.stores, c.stores, true],
    [s.occasions, c.occasions, true],
    [s.flavours, c.flavours, true],
    [s.icingTypes, c.icingTypes, true],
    [s.shapes, c.shapes, true],
    [s.accessories, c.accessories, true],
    [s.products, c.products, true],
    [s.productCategories, c.productCategories, false],
    [s.productOccasions, c.productOccasions, false],
    [s.reviews, c.reviews, true],
    [s.productCombos, c.productCombos, true],
    [s.cakeOptions, c.cakeOptions, false],
    [s.cakeTiers, c.cakeTiers, false],
    [s.cakeHeights, c.cakeHeights, false],
    [s.cakeFlavours, c.cakeFlavours, false],
    [s.cakeIcings, c.cakeIcings, false],
    [s.offers, content.offers, true],
    [s.banners, content.banners, true],
    [s.testimonials, content.testimonials, true],
    [s.menus, content.menus, true],
    [s.menuItems, content.menuItems, true],
    [s.campaigns, content.campaigns, true],
    [s.contactPhones, content.contactPhones, true],
    [s.shopLocations, content.shopLocations, true],
    [s.socialLinks, content.socialLinks, true],
    [s.navLinkGroups, content.navLinkGroups, true],
    [s.navLinks, content.navLinks, true],
    [s.siteSettings, content.siteSettings, false],
    [s.errorPageLinks, content.errorPageLinks, true],
    [s.homeCategorySections, content.homeCategorySections, true],
  ];
  const summary: SeedSummary = {};
  await db.transaction(async (tx) => {
    const executor: SeedExecutor = tx;
    for (const [table, rows, serial] of plan) {
      await insertAll(executor, table, rows as never[]);
      if (serial) await syncSequence(executor, table);
      summary[(table as unknown as Record<symbol, string>)[Symbol.for('drizzle:Name')] ?? 'table'] = rows.length;
    }
    Object.assign(summary, await seedDelivery(executor));
    Object.assign(summary, await seedCart(executor)); // coupons, vouchers, free gifts (after products)
    Object.assign(summary, await seedOrders(executor)); // cancellation reasons
    Object.assign(summary, await seedCommunity(executor)); // demo people, the demo customer and their orders
    Object.assign(summary, await seedBoardOrders(executor)); // today's and tomorrow's orders for the kitchen's board (issue 24)
    Object.assign(summary, await seedPages(executor)); // the shop's pages, FAQ, careers (after the demo customer)
    Object.assign(summary, await seedBlog(executor)); // the blog, its comments and reactions (after the people)
    Object.assign(summary, await seedSupport(executor)); // the demo customer's ticket, answered by customer care
    Object.assign(summary, await seedPeople(executor)); // profiles, connections, follows (issue 14)
    Object.assign(summary, await seedContests(executor)); // contests, entries, votes (issue 13)
    Object.assign(summary, await seedQuizzes(executor)); // quizzes, questions, plays (issue 13)
    Object.assign(summary, await seedBusinesses(executor)); // businesses, vacancies, influencers (issue 14)
    Object.assign(summary, await seedCampaignSales(executor)); // campaign sales and prices (issue 15)
    Object.assign(summary, await seedGames(executor)); // wallet, roulette, treasure dig, donations (issue 15)
    Object.assign(summary, await seedApplications(executor)); // seller applications and contact messages for the back office's queues (issue 25)
    Object.assign(summary, await seedModeration(executor)); // held posts and reports for /admin/moderation (issue 25)
  });
  return summary;
}
