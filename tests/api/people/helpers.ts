import { eq, sql } from 'drizzle-orm';
import { POST as acceptRoute } from '@/app/api/V2/connection/accept/[id]/route';
import { POST as cancelRoute } from '@/app/api/V2/connection/cancel/[id]/route';
import { POST as declineRoute } from '@/app/api/V2/connection/decline/[id]/route';
import { POST as hideRoute } from '@/app/api/V2/connection/hide/[id]/route';
import { POST as removeRoute } from '@/app/api/V2/connection/remove/route';
import { POST as sendRoute } from '@/app/api/V2/connection/send/route';
import { GET as connectionsRoute } from '@/app/api/V2/connections/route';
import { POST as followAddRoute } from '@/app/api/V2/followers/add/route';
import { POST as followDeleteRoute } from '@/app/api/V2/followers/delete/route';
import { GET as followIndexRoute } from '@/app/api/V2/followers/index/route';
import { GET as userRoute } from '@/app/api/V2/user/[username]/route';
import { getDb } from '@/lib/server/db/client';
import { rateLimitPaces, users } from '@/lib/server/db/schema';
import { callRoute } from '../support/call-route';
import { newSignedInUser } from '../support/users';

// People API tests: customers with a username, an email and a phone (so a test can look for them where they must
// never be), and one call per endpoint.

export type Person = { id: number; token: string; username: string; name: string; email: string; phone: string };

let phones = 0;
export async function newPerson(prefix: string, name: string, extra: Partial<typeof users.$inferInsert> = {}): Promise<Person> {
  phones += 1;
  const phone = `98${String(process.pid % 100).padStart(2, '0')}${String(Date.now() % 10000).padStart(4, '0')}${String(phones).padStart(2, '0')}`.slice(0, 10);
  const { id, token } = await newSignedInUser(prefix, name, { phone, bio: `${name} loves sel roti and black forest.`, city: 'Lalitpur', ...extra });
  const [row] = await getDb().select().from(users).where(eq(users.id, id));
  return { id, token, username: row!.username, name, email: row!.email!, phone: row!.phone! };
}

const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

export const send = (as: Person, username: string) =>
  callRoute(sendRoute, { url: '/api/V2/connection/send', method: 'POST', body: { username }, headers: auth(as.token) });

const ROUTES = { accept: acceptRoute, decline: declineRoute, hide: hideRoute, cancel: cancelRoute } as const;
export const answer = (as: Person | null, action: keyof typeof ROUTES, id: number | string) =>
  callRoute(ROUTES[action], { url: `/api/V2/connection/${action}/${id}`, method: 'POST', params: { id: String(id) }, headers: auth(as?.token) });

export const remove = (as: Person, username: string) =>
  callRoute(removeRoute, { url: '/api/V2/connection/remove', method: 'POST', body: { username }, headers: auth(as.token) });

export const lists = (as: Person | null, query = '') => callRoute(connectionsRoute, { url: `/api/V2/connections${query}`, headers: auth(as?.token) });

export const viewUser = (as: Person | null, username: string) =>
  callRoute(userRoute, { url: `/api/V2/user/${encodeURIComponent(username)}`, params: { username }, headers: auth(as?.token) });

/**
 * Lets a person's next follow action through at once, as if SPEC §9's second had passed since their last one. Tests of
 * what a follow does use it between steps; the pace itself is tested in tests/api/http/write-limits.test.ts.
 */
export async function aSecondLater(as: { id: number } | null): Promise<void> {
  if (as) await getDb().delete(rateLimitPaces).where(eq(rateLimitPaces.key, `follow-pace:user:${as.id}`));
}

type FollowOptions = { paced?: boolean };
/** followers/add; `paced: true` keeps the person's pace (several taps at once: all but one are 429). */
export const followAdd = async (as: Person | null, body: unknown, { paced = false }: FollowOptions = {}) => {
  if (!paced) await aSecondLater(as);
  return callRoute(followAddRoute, { url: '/api/V2/followers/add', method: 'POST', body, headers: auth(as?.token) });
};
export const followDelete = async (as: Person | null, body: unknown, { paced = false }: FollowOptions = {}) => {
  if (!paced) await aSecondLater(as);
  return callRoute(followDeleteRoute, { url: '/api/V2/followers/delete', method: 'POST', body, headers: auth(as?.token) });
};
export const followIndex = (as: Person | null) => callRoute(followIndexRoute, { url: '/api/V2/followers/index', headers: auth(as?.token) });

/** Moves a pair's row back in time (expiry and cooldown tests). */
export async function backdate(id: number, days: { sent?: number; responded?: number }) {
  const db = getDb();
  if (days.sent !== undefined) await db.execute(sql`UPDATE connections SET sent_at = now() - make_interval(days => ${days.sent}) WHERE id = ${id}`);
  if (days.responded !== undefined) await db.execute(sql`UPDATE connections SET responded_at = now() - make_interval(days => ${days.responded}) WHERE id = ${id}`);
}

/** Connection and follower counts as the database keeps them. */
export async function countsOf(userId: number): Promise<{ connections: number; followers: number; following: number }> {
  const result = await getDb().execute<{ connections: number; following: number; followers: number }>(sql`SELECT
    coalesce((SELECT connections FROM people_counts WHERE user_id = ${userId}), 0) AS connections,
    coalesce((SELECT following FROM people_counts WHERE user_id = ${userId}), 0) AS following,
    coalesce((SELECT followers FROM follow_counts WHERE target_type = 'user' AND target_id = ${userId}), 0) AS followers`);
  return result.rows[0]!;
}

export async function noticesFor(userId: number, event: string): Promise<number> {
  const result = await getDb().execute<{ n: number }>(sql`SELECT count(DISTINCT subject_id)::int AS n FROM notifications WHERE user_id = ${userId} AND event = ${event}`);
  return result.rows[0]?.n ?? 0;
}
