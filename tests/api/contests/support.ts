import { NextRequest } from 'next/server';
import { eq } from 'drizzle-orm';
import { POST as uploadRoute } from '@/app/api/V2/upload/file/route';
import type { ContestStage } from '@/lib/domain/contests';
import { createSession } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { contestEntries, contests, users } from '@/lib/server/db/schema';
import type { UploadKind } from '@/lib/validation/upload';
import { solidPng } from '../accounts-core/support';
import { callRoute } from '../support/call-route';
import { newSignedInUser } from '../support/users';

// Contest API tests: people (with or without a verified phone), contests made in a chosen stage, entries, and calls.

export const ORIGIN = 'http://localhost:3000';
// Any route handler, whatever its params: the calls below pass the params the route reads.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Handler = (request: any, context: any) => Promise<Response>;

let address = 0;
/** A client address of its own (the trusted front's X-Forwarded-For), so per-address limits never mix tests. */
export const freshAddress = () => `10.91.${Math.floor((address += 1) / 250)}.${address % 250}`;

export type Person = { id: number; token: string; headers: Record<string, string> };

export async function person(options: { verified?: boolean; createdAt?: Date; role?: 'customer' | 'manager' } = {}): Promise<Person> {
  const { verified = true, createdAt, role } = options;
  const u = await newSignedInUser('voter', 'Kabita Pun', {
    ...(verified ? { phoneVerifiedAt: new Date() } : {}),
    ...(createdAt ? { createdAt } : {}),
    ...(role ? { role } : {}),
  });
  return { ...u, headers: { authorization: `Bearer ${u.token}` } };
}

/** An existing account (an entry's author, say) signed in, with a verified phone. */
export async function signedIn(userId: number): Promise<Person> {
  await getDb().update(users).set({ phoneVerifiedAt: new Date() }).where(eq(users.id, userId));
  const { token } = await createSession(userId, 'password');
  return { id: userId, token, headers: { authorization: `Bearer ${token}` } };
}

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Dates putting a contest in `stage` now (entries → voting → judging; winners also sets the announcement). */
export function datesFor(stage: ContestStage, now = Date.now()) {
  const at = (ms: number) => new Date(now + ms);
  switch (stage) {
    case 'upcoming':
      return { entriesOpenAt: at(2 * DAY), votingOpensAt: at(5 * DAY), votingClosesAt: at(8 * DAY), winnersDueAt: at(9 * DAY), winnersAnnouncedAt: null };
    case 'entries':
      return { entriesOpenAt: at(-DAY), votingOpensAt: at(3 * DAY), votingClosesAt: at(6 * DAY), winnersDueAt: at(7 * DAY), winnersAnnouncedAt: null };
    case 'voting':
      return { entriesOpenAt: at(-5 * DAY), votingOpensAt: at(-DAY), votingClosesAt: at(3 * DAY), winnersDueAt: at(4 * DAY), winnersAnnouncedAt: null };
    case 'judging':
      return { entriesOpenAt: at(-9 * DAY), votingOpensAt: at(-5 * DAY), votingClosesAt: at(-HOUR), winnersDueAt: at(2 * DAY), winnersAnnouncedAt: null };
    case 'winners':
      return { entriesOpenAt: at(-20 * DAY), votingOpensAt: at(-15 * DAY), votingClosesAt: at(-10 * DAY), winnersDueAt: at(-8 * DAY), winnersAnnouncedAt: at(-8 * DAY) };
  }
}

let slugs = 0;

/** A contest in `stage` with `entries` approved entries by new people; answers the contest and the entry ids. */
export async function makeContest(
  stage: ContestStage,
  options: { entries?: number; ownerId?: number | null; voteRule?: 'daily' | 'once'; entryApproval?: boolean; entryKind?: 'photo' | 'text'; maxEntriesPerPerson?: number } = {},
) {
  const db = getDb();
  slugs += 1;
  const [contest] = await db
    .insert(contests)
    .values({
      slug: `test-contest-${Date.now().toString(36)}-${slugs}`,
      title: `Test contest ${slugs}`,
      summary: 'A contest made by a test.',
      rules: 'Be kind.',
      banner: '/media/banner/hero-trophy-saffron/Test.svg',
      ownerId: options.ownerId ?? null,
      voteRule: options.voteRule ?? 'daily',
      entryApproval: options.entryApproval ?? false,
      entryKind: options.entryKind ?? 'photo',
      maxEntriesPerPerson: options.maxEntriesPerPerson ?? 1,
      ...datesFor(stage),
    })
    .returning();
  const entryIds: number[] = [];
  for (let i = 0; i < (options.entries ?? 0); i++) {
    const author = await newSignedInUser('entrant', 'Bibek Rai');
    const [entry] = await db
      .insert(contestEntries)
      .values({ contestId: contest!.id, userId: author.id, title: `Entry ${i + 1}`, story: '', photo: '/media/festival/rangoli-f77f00-1-0.svg', status: 'approved', createdAt: new Date(Date.now() - (i + 1) * 60_000) })
      .returning({ id: contestEntries.id });
    entryIds.push(entry!.id);
  }
  if (entryIds.length) await db.update(contests).set({ entryCount: entryIds.length }).where(eq(contests.id, contest!.id));
  return { contest: contest!, entryIds };
}

export async function entryVotes(entryId: number): Promise<number> {
  const [row] = await getDb().select({ n: contestEntries.voteCount }).from(contestEntries).where(eq(contestEntries.id, entryId));
  return row!.n;
}

export async function setRole(userId: number, role: 'manager' | 'customer') {
  await getDb().update(users).set({ role }).where(eq(users.id, userId));
}

export function post(handler: Handler, url: string, body: unknown, p?: Person, params?: Record<string, string>, extra: Record<string, string> = {}) {
  return callRoute(handler as never, { url, method: 'POST', body, headers: { ...(p?.headers ?? {}), 'x-forwarded-for': freshAddress(), ...extra }, ...(params ? { params } : {}) } as never);
}

export function patch(handler: Handler, url: string, body: unknown, p: Person, params: Record<string, string>) {
  return callRoute(handler as never, { url, method: 'PATCH', body, headers: p.headers, params } as never);
}

export function get(handler: Handler, url: string, p?: Person, params?: Record<string, string>) {
  return callRoute(handler as never, { url, headers: p?.headers ?? {}, ...(params ? { params } : {}) } as never);
}

/** Uploads a small PNG (upload/file) of this kind, answering its id. */
export async function uploadPhoto(p: Person, kind: UploadKind): Promise<string> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(solidPng(40, 30))], 'photo.png', { type: 'image/png' }));
  form.append('kind', kind);
  const request = new NextRequest(new URL('/api/V2/upload/file', ORIGIN), { method: 'POST', body: form, headers: { ...p.headers, 'x-forwarded-for': freshAddress() } });
  const response = await uploadRoute(request, { params: Promise.resolve({}) });
  const body = JSON.parse(await response.text());
  if (response.status !== 201) throw new Error(`upload failed: ${JSON.stringify(body)}`);
  return body.data.id as string;
}
