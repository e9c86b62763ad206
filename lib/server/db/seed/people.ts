import { sql } from 'drizzle-orm';
import { pairOf, PENDING_LIFETIME_MONTHS, RESEND_COOLDOWN_DAYS, type ConnectionStatus } from '@/lib/domain/connections';
import { publicAuthorName } from '@/lib/domain/reviews';
import * as s from '@/lib/server/db/schema';
import { DEMO_PEOPLE } from './data/people';
import { DEMO_CUSTOMER_ID, demoPersonId } from './community';
import { insertAll, type SeedExecutor, syncSequence } from './insert';

// The demo community's connections and follows (issue 14), dated from the seed's `now`: connections among the shop's
// staff and its customers, requests in every state of lib/domain/connections.ts (pending, hidden, declined within its
// cooldown, cancelled, removed, expired), and follows (the bakers and decorators are the most followed). The demo
// customer (sita.demo) has one of each on /profile/connections, including a private person she may see. Some of the
// catalogue's reviews are given to demo people, so their pages show what they wrote. Counts are computed from the rows.

const DAY_MS = 24 * 60 * 60 * 1000;
const N = DEMO_PEOPLE.length;
const STAFF = 7; // the first seven demo people work for the shop (data/people.ts)

type Plan = { a: number; b: number; status: ConnectionStatus; sentDaysAgo: number; respondedDaysAgo?: number; hidden?: boolean };

/** sita.demo's side of /profile/connections: `a` sends to `b`. */
const customerPlan = (): Plan[] => {
  const me = DEMO_CUSTOMER_ID;
  const p = demoPersonId;
  return [
    { a: p('pema_sherpa'), b: me, status: 'accepted', sentDaysAgo: 90, respondedDaysAgo: 89 },
    { a: me, b: p('aarati.joshi'), status: 'accepted', sentDaysAgo: 70, respondedDaysAgo: 68 },
    { a: p('bishal_kc'), b: me, status: 'accepted', sentDaysAgo: 40, respondedDaysAgo: 40 },
    { a: me, b: p('manoj_shahi'), status: 'accepted', sentDaysAgo: 30, respondedDaysAgo: 27 }, // a private page she sees
    { a: p('gita.bhattarai'), b: me, status: 'accepted', sentDaysAgo: 12, respondedDaysAgo: 11 },
    { a: p('priya_karki'), b: me, status: 'pending', sentDaysAgo: 2 },
    { a: p('keshav.neupane'), b: me, status: 'pending', sentDaysAgo: 5 },
    { a: p('roshan.bajracharya'), b: me, status: 'pending', sentDaysAgo: 20, hidden: true },
    { a: me, b: p('suman_gurung'), status: 'pending', sentDaysAgo: 4 },
    { a: me, b: p('rita.maskey'), status: 'pending', sentDaysAgo: 9 },
    { a: p('nabin_shakya'), b: me, status: 'declined', sentDaysAgo: 15, respondedDaysAgo: 10 },
    { a: me, b: p('asmita_limbu'), status: 'cancelled', sentDaysAgo: 6, respondedDaysAgo: 2 },
    { a: p('bibek_rai'), b: me, status: 'pending', sentDaysAgo: PENDING_LIFETIME_MONTHS * 31 + 14 }, // expired
    { a: me, b: p('kamala_subba'), status: 'removed', sentDaysAgo: 150, respondedDaysAgo: 35 },
  ];
};

/** Among the demo people: the staff know each other, each customer knows a few people, and every other state occurs. */
function communityPlan(): Plan[] {
  const plans: Plan[] = [];
  for (let a = 1; a <= STAFF; a += 1) {
    for (let b = a + 1; b <= STAFF; b += 1) plans.push({ a, b, status: 'accepted', sentDaysAgo: 900 - a * 10 - b, respondedDaysAgo: 899 - a * 10 - b });
  }
  for (let i = STAFF + 1; i <= N; i += 1) {
    const age = 20 + ((i * 37) % 300);
    plans.push({ a: i, b: ((i * 3) % STAFF) + 1, status: 'accepted', sentDaysAgo: age, respondedDaysAgo: age - 1 });
    plans.push({ a: ((i * 7) % N) + 1, b: i, status: 'accepted', sentDaysAgo: age + 5, respondedDaysAgo: age + 3 });
    const other = ((i * 11) % N) + 1;
    const states: Plan[] = [
      { a: i, b: other, status: 'pending', sentDaysAgo: 1 + (i % 40), hidden: i % 3 === 0 },
      { a: i, b: other, status: 'declined', sentDaysAgo: 20, respondedDaysAgo: 1 + (i % RESEND_COOLDOWN_DAYS.declined) },
      { a: i, b: other, status: 'cancelled', sentDaysAgo: 12, respondedDaysAgo: 1 + (i % 10) },
      { a: i, b: other, status: 'removed', sentDaysAgo: 400, respondedDaysAgo: 30 + i },
      { a: i, b: other, status: 'pending', sentDaysAgo: 200 + i }, // expired
      { a: other, b: i, status: 'accepted', sentDaysAgo: 60 + i, respondedDaysAgo: 58 + i },
    ];
    plans.push(states[i % states.length]!);
  }
  return plans;
}

/** Who follows whom: everyone follows a few of the shop's people and two customers; sita.demo follows four. */
function followPlan(): Array<{ followerId: number; targetId: number; daysAgo: number }> {
  const rows: Array<{ followerId: number; targetId: number; daysAgo: number }> = [];
  for (let i = 1; i <= N; i += 1) {
    const targets = new Set([((i * 5) % STAFF) + 1, ((i * 2) % STAFF) + 1, ((i * 13) % N) + 1, ((i * 17) % N) + 1, 2, 3]);
    targets.delete(i);
    [...targets].forEach((targetId, k) => rows.push({ followerId: i, targetId, daysAgo: 5 + ((i * 7 + k * 29) % 500) }));
  }
  for (const [k, username] of ['anil_maharjan', 'pema_sherpa', 'kiran_tamang', 'sunita.shrestha'].entries()) {
    rows.push({ followerId: DEMO_CUSTOMER_ID, targetId: demoPersonId(username), daysAgo: 100 - k * 20 });
    rows.push({ followerId: demoPersonId(username), targetId: DEMO_CUSTOMER_ID, daysAgo: 80 - k * 15 });
  }
  return rows;
}

export async function seedPeople(db: SeedExecutor, now = new Date()): Promise<Record<string, number>> {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
  const seen = new Set<string>();
  const connectionRows: Array<typeof s.connections.$inferInsert> = [];
  const connectionsOf = new Map<number, number>();
  for (const plan of [...customerPlan(), ...communityPlan()]) {
    const pair = pairOf(plan.a, plan.b);
    const key = `${pair.userLow}:${pair.userHigh}`;
    if (plan.a === plan.b || seen.has(key)) continue; // one row per pair: the first plan for it wins
    seen.add(key);
    const respondedAt = plan.respondedDaysAgo === undefined ? null : at(plan.respondedDaysAgo);
    connectionRows.push({
      id: connectionRows.length + 1,
      ...pair,
      senderId: plan.a,
      recipientId: plan.b,
      status: plan.status,
      sentAt: at(plan.sentDaysAgo),
      hiddenAt: plan.hidden ? at(Math.max(plan.sentDaysAgo - 1, 0)) : null,
      respondedAt,
      updatedAt: respondedAt ?? at(plan.sentDaysAgo),
    });
    if (plan.status === 'accepted') for (const id of [plan.a, plan.b]) connectionsOf.set(id, (connectionsOf.get(id) ?? 0) + 1);
  }
  await insertAll(db, s.connections, connectionRows);
  await syncSequence(db, s.connections);

  const follows = followPlan();
  await insertAll(
    db,
    s.follows,
    follows.map((f) => ({ followerId: f.followerId, targetType: 'user', targetId: f.targetId, createdAt: at(f.daysAgo) })),
  );
  const followersOf = new Map<number, number>();
  const followingOf = new Map<number, number>();
  for (const f of follows) {
    followersOf.set(f.targetId, (followersOf.get(f.targetId) ?? 0) + 1);
    followingOf.set(f.followerId, (followingOf.get(f.followerId) ?? 0) + 1);
  }
  const everyone = new Set([...connectionsOf.keys(), ...followingOf.keys()]);
  await insertAll(
    db,
    s.peopleCounts,
    [...everyone].map((userId) => ({ userId, connections: connectionsOf.get(userId) ?? 0, following: followingOf.get(userId) ?? 0 })),
  );
  await insertAll(
    db,
    s.followCounts,
    [...followersOf].map(([targetId, followers]) => ({ targetType: 'user', targetId, followers })),
  );

  const reviewed = await giveReviewsToPeople(db);
  return { connections: connectionRows.length, follows: follows.length, peopleReviews: reviewed };
}

/**
 * Every demo customer (not the shop's staff: they do not review their own shop) gets up to two of the catalogue's
 * reviews of three stars or more (written under made-up names) as their own, under the name a review of theirs would
 * carry ('Sunita S.'), so their pages show reviews. Deterministic: by review id.
 */
async function giveReviewsToPeople(db: SeedExecutor): Promise<number> {
  const result = await db.execute<{ id: number; product_id: number }>(
    sql`SELECT id, product_id FROM reviews WHERE user_id IS NULL AND status = 'approved' AND rating >= 3 ORDER BY id`,
  );
  const rows = result.rows;
  const updates: Array<{ id: number; userId: number; name: string; city: string }> = [];
  DEMO_PEOPLE.forEach((person, index) => {
    if (index < STAFF) return;
    const products = new Set<number>();
    for (const pick of [index * 3, index * 3 + rows.length / 2]) {
      const row = rows[Math.floor(pick) % Math.max(rows.length, 1)];
      if (!row || products.has(row.product_id) || updates.some((u) => u.id === row.id)) continue;
      products.add(row.product_id);
      updates.push({ id: row.id, userId: index + 1, name: publicAuthorName(`${person.firstName} ${person.lastName}`), city: person.city });
    }
  });
  for (const u of updates) {
    await db.execute(sql`UPDATE reviews SET user_id = ${u.userId}, author_name = ${u.name}, author_city = ${u.city} WHERE id = ${u.id}`);
  }
  return updates.length;
}
