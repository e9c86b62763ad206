import { createRng, hashString, type Rng } from '@/lib/domain/art/random';
import { votePeriod } from '@/lib/domain/contests';
import { describePrize, prizeCondition, prizeExpiry, type PrizeTerms } from '@/lib/domain/games';
import * as s from '@/lib/server/db/schema';
import { bannerPath, mediaPath } from '@/lib/server/media/urls';
import { DEMO_CUSTOMER, DEMO_CUSTOMER_ID, demoPersonId } from './community';
import {
  CAKE_TITLES,
  DEMO_CONTESTS,
  type DemoContest,
  FAMILY_TITLES,
  NEWARI_TITLES,
  RANGOLI_TITLES,
  STORY_ENDINGS,
  STORY_OPENINGS,
  TEEJ_TITLES,
  TITLE_ENDINGS,
} from './data/contests';
import { DEMO_PEOPLE } from './data/people';
import { insertAll, type SeedExecutor, syncSequence } from './insert';

// The demo contests (issue 13): one upcoming, one open for entries, one voting, one judging (run by the demo
// customer, with entries waiting for approval), one with winners — dated from the seed's `now`, so each is in its
// stage on any day. Entries are drawn cakes and rangoli; votes come from the demo people, with the entries' counts
// equal to their valid votes. Deterministic: one seeded random stream per contest.

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** Seed-day midnight (UTC) plus `days`, at 06:15 UTC (12:00 in Kathmandu): stage dates at a readable time of day. */
const dayAt = (now: Date, days: number) => new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + days * DAY_MS + 6 * HOUR_MS + 15 * 60_000);

const TIHAR = ['#f77f00', '#f9c80e', '#e23e57', '#9b5de5', '#2a9d8f', '#d81b4a', '#ff9f1c'];
const CAKE_LOOKS = [
  { sponge: '#5b3a29', cream: '#f3e1c7' },
  { sponge: '#f6e7c1', cream: '#fff8ee' },
  { sponge: '#a4161a', cream: '#fbeff2' },
  { sponge: '#c68642', cream: '#f7e3b5' },
  { sponge: '#3e2723', cream: '#6d4c41' },
  { sponge: '#f4d6a0', cream: '#e8f4d9' },
];
const DECORS = ['rosettes', 'floral', 'drip', 'ruffle', 'sprinkles', 'fruit'] as const;
const TOPPERS = ['flowers', 'stars', 'hearts', 'candles', 'crown', 'none', 'berries'] as const;

function entryArt(rng: Rng, kind: DemoContest['art'], teej: boolean): string {
  if (kind === 'rangoli' || (kind === 'mixed' && rng.chance(0.35))) {
    return mediaPath('festival', { item: rng.chance(0.8) ? 'rangoli' : 'diyo', accent: rng.pick(TIHAR), seed: rng.int(0, 9999), view: 0 });
  }
  // Teej cakes are frosted red (with the odd green-and-white one), so the contest looks like its name.
  const look = teej ? { sponge: '#a4161a', cream: rng.pick(['#d62839', '#ba181b', '#e5383b', '#e8f4d9']) } : rng.pick(CAKE_LOOKS);
  return mediaPath('cake', {
    shape: rng.pick(['round', 'round', 'heart', 'square', 'cupcakes'] as const),
    tiers: rng.chance(0.2) ? 2 : 1,
    sponge: look.sponge,
    cream: look.cream,
    accent: teej ? rng.pick(['#2a9d8f', '#c9a227', '#fff3b0']) : rng.pick(TIHAR),
    decor: rng.pick(DECORS),
    topper: rng.pick(TOPPERS),
    num: 0,
    seed: rng.int(0, 9999),
    view: rng.int(0, 1),
  });
}

/** A title that fits the picture: rangoli phrases for a rangoli or diyo drawing, cake phrases for a cake. */
function entryTitle(contest: DemoContest, i: number, rng: Rng, used: Set<string>, art: string): string {
  const lists: Record<string, readonly string[]> = {
    'dashain-family-cake-photo': FAMILY_TITLES,
    'newari-sweets-kitchen-story': NEWARI_TITLES,
    'teej-red-cake-challenge': TEEJ_TITLES,
  };
  const own = lists[contest.slug];
  if (own && i < own.length) return own[i]!;
  for (;;) {
    const title = `${rng.pick(art.startsWith('/media/festival/') ? RANGOLI_TITLES : CAKE_TITLES)} ${rng.pick(TITLE_ENDINGS)}`;
    if (!used.has(title)) return title;
  }
}

const story = (rng: Rng) => `${rng.pick(STORY_OPENINGS)} ${rng.pick(STORY_ENDINGS)}`;

type VoteRow = typeof s.contestVotes.$inferInsert;

export async function seedContests(db: SeedExecutor, now = new Date()): Promise<Record<string, number>> {
  const people = DEMO_PEOPLE.map((p) => demoPersonId(p.username));
  const contestRows: Array<typeof s.contests.$inferInsert> = [];
  const entryRows: Array<typeof s.contestEntries.$inferInsert> = [];
  const votes: VoteRow[] = [];
  const prizes: Array<{ userId: number; entryId: number; place: number; contest: DemoContest; at: Date }> = [];
  let entryId = 0;

  DEMO_CONTESTS.forEach((c, ci) => {
    const id = ci + 1;
    const rng = createRng(hashString(c.slug));
    const [open, voting, closes, due] = c.days.map((d) => dayAt(now, d)) as [Date, Date, Date, Date];
    const ownerId = c.owner === DEMO_CUSTOMER.username ? DEMO_CUSTOMER_ID : c.owner ? demoPersonId(c.owner) : null;

    // Entrants: the demo people in a shuffled order (the contest's owner never enters their own), twice round when
    // the contest allows two entries each.
    const entrants = rng.shuffle(people.filter((p) => p !== ownerId));
    const contestEntries: Array<typeof s.contestEntries.$inferInsert & { id: number }> = [];
    const used = new Set<string>();
    for (let i = 0; i < c.entries; i++) {
      const userId = entrants[i % entrants.length]!;
      const photo = entryArt(rng, c.art, c.slug.startsWith('teej'));
      const title = entryTitle(c, i, rng, used, photo);
      used.add(title);
      // Entries arrive while entries are open, oldest first, never after the seed.
      const span = Math.min(voting.getTime(), now.getTime()) - open.getTime();
      const createdAt = new Date(open.getTime() + Math.floor(((i + 1) / (c.entries + 1)) * span));
      const status = c.entryApproval ? (i === 8 ? 'rejected' : i >= c.entries - 1 || i === 7 ? 'pending' : 'approved') : 'approved';
      entryId += 1;
      contestEntries.push({
        id: entryId,
        contestId: id,
        userId,
        entryNumber: Math.floor(i / entrants.length) + 1,
        title,
        story: story(rng),
        photo,
        status,
        voteCount: 0,
        createdAt,
        updatedAt: createdAt,
      });
    }

    // Votes while voting was open (up to now): each approved entry has a popularity; each person votes for it on a
    // day with that chance (daily contests), or once (one-vote contests). Each person votes from their own address.
    const approved = contestEntries.filter((e) => e.status === 'approved');
    const votingEnd = Math.min(closes.getTime(), now.getTime() - 5 * 60_000);
    if (votingEnd > voting.getTime() && approved.length > 0) {
      const seen = new Set<string>();
      const days = c.voteRule === 'daily' ? Math.max(1, Math.ceil((votingEnd - voting.getTime()) / DAY_MS)) : 1;
      for (const entry of approved) {
        const popularity = 0.04 + rng.next() ** 2 * 0.5;
        for (let d = 0; d < days; d++) {
          for (const voterId of people) {
            if (voterId === entry.userId || !rng.chance(popularity)) continue;
            const from = voting.getTime() + d * DAY_MS;
            const to = Math.min(from + DAY_MS, votingEnd);
            const at = new Date(from + Math.floor(rng.next() * Math.max(1, to - from)));
            const period = votePeriod(c.voteRule, at);
            const key = `${entry.id}:${voterId}:${period}`;
            if (seen.has(key)) continue;
            seen.add(key);
            votes.push({ contestId: id, entryId: entry.id, voterId, period, address: `10.20.${voterId}.${(voterId * 7) % 250}`, createdAt: at });
            entry.voteCount = (entry.voteCount ?? 0) + 1;
          }
        }
      }
    }

    // Winners: the jury's picks among the most voted.
    if (c.announced) {
      const at = new Date(due.getTime() - 2 * HOUR_MS);
      [...approved]
        .sort((a, b) => (b.voteCount ?? 0) - (a.voteCount ?? 0) || a.id - b.id)
        .slice(0, 3)
        .forEach((e, place) => {
          e.place = place + 1;
          prizes.push({ userId: e.userId, entryId: e.id, place: place + 1, contest: c, at });
        });
    }

    entryRows.push(...contestEntries);
    contestRows.push({
      id,
      slug: c.slug,
      title: c.title,
      summary: c.summary,
      rules: c.rules,
      prizes: c.prizes,
      promotions: c.promotions,
      banner: bannerPath('hero', c.banner.motif, c.banner.palette, c.title, c.banner.subtitle),
      ownerId,
      entryKind: c.entryKind,
      entryApproval: c.entryApproval,
      voteRule: c.voteRule,
      maxEntriesPerPerson: c.maxEntriesPerPerson,
      entriesOpenAt: open,
      votingOpensAt: voting,
      votingClosesAt: closes,
      winnersDueAt: due,
      winnersAnnouncedAt: c.announced ? new Date(due.getTime() - 2 * HOUR_MS) : null,
      entryCount: approved.length,
      createdAt: new Date(open.getTime() - 5 * DAY_MS),
      updatedAt: new Date(open.getTime() - 5 * DAY_MS),
    });
  });

  await insertAll(db, s.contests, contestRows);
  await syncSequence(db, s.contests);
  await insertAll(db, s.contestEntries, entryRows);
  await syncSequence(db, s.contestEntries);
  await insertAll(db, s.contestVotes, votes);
  const wallet = await seedContestPrizes(db, prizes);
  return { contests: contestRows.length, contest_entries: entryRows.length, contest_votes: votes.length, contest_prizes: wallet };
}

/**
 * The announced contests' shop vouchers in their winners' prize wallets, as announcing them writes them
 * (lib/server/services/games/wallet-sources.ts): a personal single-use coupon and its wallet row, expiring
 * PRIZE_VALID_DAYS after the announcement. Codes are fixed ('WIN-TEEJ-1ST') so the seed is deterministic.
 */
async function seedContestPrizes(db: SeedExecutor, winners: Array<{ userId: number; entryId: number; place: number; contest: DemoContest; at: Date }>): Promise<number> {
  let written = 0;
  for (const w of winners) {
    const prize = w.contest.prizes[w.place - 1];
    const v = prize?.voucher;
    if (!prize || !v) continue;
    const terms: PrizeTerms = { kind: v.kind, value: v.value, minSubtotal: v.minSubtotal, maxDiscount: v.kind === 'percent' ? (v.maxDiscount ?? null) : null };
    const title = `${prize.place} prize — ${w.contest.title}`;
    const code = `WIN-${w.contest.slug.split('-')[0]!.toUpperCase().slice(0, 4)}-${prize.place.toUpperCase()}`;
    const expiresAt = prizeExpiry(w.at);
    const [coupon] = await db
      .insert(s.coupons)
      .values({ code, description: `${title}: ${describePrize(terms)}`, kind: v.kind, value: v.value, minSubtotal: v.minSubtotal, maxDiscount: terms.maxDiscount, startsAt: w.at, endsAt: expiresAt, usageLimit: 1, perUserLimit: 1, ownerUserId: w.userId })
      .returning({ id: s.coupons.id });
    await db.insert(s.prizeWallet).values({ userId: w.userId, sourceType: 'contest', sourceId: w.entryId, couponId: coupon!.id, code, title, description: describePrize(terms), condition: prizeCondition(terms), expiresAt, createdAt: w.at });
    written += 1;
  }
  return written;
}
