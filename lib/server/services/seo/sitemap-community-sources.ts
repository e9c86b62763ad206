import 'server-only';
import { and, asc, count, eq, exists, gt, isNull, or, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { blogCategories, blogPosts, contestEntries, contests, donationCauses, games, quizzes, reviews, users } from '@/lib/server/db/schema';
import { BLOG_HOME_PATH, blogCategoryPath, blogPostPath } from '@/lib/domain/blog';
import { contestPath, CONTESTS_PATH, entryPath } from '@/lib/domain/contests';
import { gamePath } from '@/lib/domain/games';
import { personUrl } from '@/lib/domain/people';
import { quizPath } from '@/lib/domain/quiz';
import { publishedPost } from '@/lib/server/services/blog/live';
import { afterIndex, countOf, iso, type SourceDef } from './sitemap-sources';

// The sitemap's content and community pages (the blog, quizzes, contests, people, causes, games): one count and one
// ordered, paged read each, as in sitemap-sources.ts, by the same rules their pages use for noindex.

const liveQuiz = eq(quizzes.status, 'approved');
/** A game running or coming (isGamePageIndexable): an ended one's page is noindex. */
const listedGame = (now: Date) => and(eq(games.isActive, true), or(isNull(games.endsAt), gt(games.endsAt, now)));
/**
 * A person page worth indexing (isIndexablePersonPage in lib/domain/people.ts): public, with a bio, an approved review,
 * a live quiz or an approved contest entry (each read by its per-person index).
 */
const indexablePerson = () => {
  const db = getDb();
  return and(
    eq(users.isPrivate, false),
    or(
      sql`btrim(${users.bio}) <> ''`,
      exists(db.select({ one: sql`1` }).from(reviews).where(and(eq(reviews.userId, users.id), eq(reviews.status, 'approved')))),
      exists(db.select({ one: sql`1` }).from(quizzes).where(and(eq(quizzes.ownerId, users.id), liveQuiz))),
      exists(db.select({ one: sql`1` }).from(contestEntries).where(and(eq(contestEntries.userId, users.id), eq(contestEntries.status, 'approved')))),
    ),
  );
};

export const COMMUNITY_SOURCES = {
  // /blogs first, then each blog category.
  'blog-categories': {
    count: async () => (await countOf(getDb().select({ n: count() }).from(blogCategories))) + 1,
    read: (offset, limit, { fallback }) =>
      afterIndex({ path: BLOG_HOME_PATH, lastModified: fallback, changeFrequency: 'daily', priority: 0.7 }, offset, limit, async (o, l) => {
        const rows = await getDb().select({ slug: blogCategories.slug, at: blogCategories.updatedAt }).from(blogCategories).orderBy(asc(blogCategories.id)).offset(o).limit(l);
        return rows.map((r) => ({ path: blogCategoryPath(r.slug), lastModified: iso(r.at, fallback), changeFrequency: 'weekly', priority: 0.5 }));
      }),
  },
  'blog-posts': {
    count: () => countOf(getDb().select({ n: count() }).from(blogPosts).where(publishedPost)),
    read: async (offset, limit, { fallback }) => {
      const rows = await getDb().select({ slug: blogPosts.slug, at: blogPosts.updatedAt }).from(blogPosts).where(publishedPost).orderBy(asc(blogPosts.id)).offset(offset).limit(limit);
      return rows.map((r) => ({ path: blogPostPath(r.slug), lastModified: iso(r.at, fallback), changeFrequency: 'monthly', priority: 0.6 }));
    },
  },
  // /quiz first, then each live quiz (issue 13).
  quizzes: {
    count: async () => (await countOf(getDb().select({ n: count() }).from(quizzes).where(liveQuiz))) + 1,
    read: (offset, limit, { fallback }) =>
      afterIndex({ path: '/quiz', lastModified: fallback, changeFrequency: 'daily', priority: 0.6 }, offset, limit, async (o, l) => {
        const rows = await getDb().select({ slug: quizzes.slug, at: quizzes.updatedAt }).from(quizzes).where(liveQuiz).orderBy(asc(quizzes.id)).offset(o).limit(l);
        return rows.map((r) => ({ path: quizPath(r.slug), lastModified: iso(r.at, fallback), changeFrequency: 'weekly', priority: 0.5 }));
      }),
  },
  // /contests first, then each contest; then every approved entry (issue 13).
  contests: {
    count: async () => (await countOf(getDb().select({ n: count() }).from(contests))) + 1,
    read: (offset, limit, { fallback }) =>
      afterIndex({ path: CONTESTS_PATH, lastModified: fallback, changeFrequency: 'daily', priority: 0.6 }, offset, limit, async (o, l) => {
        const rows = await getDb().select({ slug: contests.slug, at: contests.updatedAt }).from(contests).orderBy(asc(contests.id)).offset(o).limit(l);
        return rows.map((r) => ({ path: contestPath(r.slug), lastModified: iso(r.at, fallback), changeFrequency: 'daily', priority: 0.6 }));
      }),
  },
  'contest-entries': {
    // Approved entries are counted on their contest's row (entry_count), so the sum reads the small table only.
    count: () => countOf(getDb().select({ n: sql<number>`coalesce(sum(${contests.entryCount}), 0)::int` }).from(contests)),
    read: async (offset, limit, { fallback }) => {
      const rows = await getDb()
        .select({ id: contestEntries.id, at: contestEntries.updatedAt })
        .from(contestEntries)
        .where(eq(contestEntries.status, 'approved'))
        .orderBy(asc(contestEntries.id))
        .offset(offset)
        .limit(limit);
      return rows.map((r) => ({ path: entryPath(r.id), lastModified: iso(r.at, fallback), changeFrequency: 'daily', priority: 0.4 }));
    },
  },
  // People's public pages that say something (issue 13's /user/{username}).
  people: {
    count: () => countOf(getDb().select({ n: count() }).from(users).where(indexablePerson())),
    read: async (offset, limit, { fallback }) => {
      const rows = await getDb().select({ username: users.username, at: users.updatedAt }).from(users).where(indexablePerson()).orderBy(asc(users.id)).offset(offset).limit(limit);
      return rows.map((r) => ({ path: personUrl(r.username), lastModified: iso(r.at, fallback), changeFrequency: 'weekly', priority: 0.3 }));
    },
  },
  // Donation causes (issue 15).
  causes: {
    count: () => countOf(getDb().select({ n: count() }).from(donationCauses).where(eq(donationCauses.isActive, true))),
    read: async (offset, limit, { fallback }) => {
      const rows = await getDb()
        .select({ slug: donationCauses.slug, at: donationCauses.createdAt })
        .from(donationCauses)
        .where(eq(donationCauses.isActive, true))
        .orderBy(asc(donationCauses.position), asc(donationCauses.id))
        .offset(offset)
        .limit(limit);
      return rows.map((r) => ({ path: `/donations/${r.slug}`, lastModified: iso(r.at, fallback), changeFrequency: 'daily', priority: 0.5 }));
    },
  },
  // The roulette wheels and treasure digs running or coming (issue 15).
  games: {
    count: () => countOf(getDb().select({ n: count() }).from(games).where(listedGame(new Date()))),
    read: async (offset, limit, { fallback, now }) => {
      const rows = await getDb()
        .select({ slug: games.slug, kind: games.kind, startsAt: games.startsAt, createdAt: games.createdAt })
        .from(games)
        .where(listedGame(now))
        .orderBy(asc(games.id))
        .offset(offset)
        .limit(limit);
      return rows.map((r) => ({
        path: gamePath({ kind: r.kind === 'treasure' ? 'treasure' : 'roulette', slug: r.slug }),
        // The page changed when the game was made and when it started; a coming game's start is not a change yet.
        lastModified: iso(r.startsAt.getTime() <= now.getTime() && r.startsAt > r.createdAt ? r.startsAt : r.createdAt, fallback),
        changeFrequency: 'weekly',
        priority: 0.4,
      }));
    },
  },
} satisfies Record<string, SourceDef>;
