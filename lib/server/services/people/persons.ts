import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import { uploadUrl } from '@/lib/domain/account-types';
import { formatCount } from '@/lib/domain/counts';
import { productUrl, type ProductType } from '@/lib/domain/catalogue-types';
import { PERSON_REVIEWS_SHOWN, personUrl, type PersonCard, type PersonProfile, type PersonReview } from '@/lib/domain/people';
import { getDb } from '@/lib/server/db/client';
import { followCounts, peopleCounts, products, reviews, users } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/errors';
import { liveQuizzesBy } from '@/lib/server/services/quizzes';
import { approvedEntriesBy } from './person-entries';

// The one place a user row becomes what other people see of it. Only these columns are ever read for someone else:
// never the email, the phone or anything of the account's security.

export const personColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  avatarArt: users.avatarArt,
  avatarUploadId: users.avatarUploadId,
};

type CardRow = { id: number; username: string; name: string; avatarArt: string | null; avatarUploadId: string | null };

export function toPersonCard(row: CardRow): PersonCard {
  return {
    id: row.id,
    username: row.username,
    name: row.name,
    avatar: row.avatarUploadId ? uploadUrl(row.avatarUploadId) : row.avatarArt,
    url: personUrl(row.username),
  };
}

export type PersonRow = CardRow & { bio: string; city: string | null; isPrivate: boolean; createdAt: Date };

/** A person by their handle (case-insensitive), or null. */
export async function findPerson(username: string): Promise<PersonRow | null> {
  const [row] = await getDb()
    .select({ ...personColumns, bio: users.bio, city: users.city, isPrivate: users.isPrivate, createdAt: users.createdAt })
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function requirePerson(username: string): Promise<PersonRow> {
  const person = await findPerson(username);
  if (!person) throw notFound('User');
  return person;
}

/** Their latest approved reviews, with the product each is about (reviews_user_newest_idx). */
async function personReviews(userId: number): Promise<PersonReview[]> {
  const rows = await getDb()
    .select({
      id: reviews.id,
      rating: reviews.rating,
      title: reviews.title,
      body: reviews.body,
      createdAt: reviews.createdAt,
      productName: products.name,
      productSlug: products.slug,
      productType: products.type,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(and(eq(reviews.userId, userId), eq(reviews.status, 'approved')))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(PERSON_REVIEWS_SHOWN);
  return rows.map((r) => ({
    id: r.id,
    rating: r.rating,
    title: r.title,
    body: r.body,
    createdAt: r.createdAt.toISOString(),
    product: { name: r.productName, url: productUrl(r.productType as ProductType, r.productSlug) },
  }));
}

/** Followers and connections: both maintained counters (one primary-key read each). */
export async function personCounts(userId: number): Promise<{ followers: number; connections: number }> {
  const db = getDb();
  const [[followers], [people]] = await Promise.all([
    db.select({ n: followCounts.followers }).from(followCounts).where(and(eq(followCounts.targetType, 'user'), eq(followCounts.targetId, userId))),
    db.select({ n: peopleCounts.connections }).from(peopleCounts).where(eq(peopleCounts.userId, userId)),
  ]);
  return { followers: followers?.n ?? 0, connections: people?.n ?? 0 };
}

/**
 * The page as `visible` allows: everything for a public page (or for the person and their connections), only the
 * card for a private page seen by anyone else.
 */
export async function personProfile(person: PersonRow, visible: boolean): Promise<PersonProfile> {
  const base = { ...toPersonCard(person), isPrivate: person.isPrivate };
  if (!visible) return { ...base, visible: false, bio: null, city: null, memberSince: null, counts: null, reviews: [] };
  const [counts, latest, quizzes, entries] = await Promise.all([
    personCounts(person.id),
    personReviews(person.id),
    liveQuizzesBy(person.id),
    approvedEntriesBy(person.id),
  ]);
  return {
    ...base,
    visible: true,
    bio: person.bio || null,
    city: person.city,
    memberSince: person.createdAt.toISOString(),
    counts,
    reviews: latest,
    entries,
    quizzes: quizzes.map((q) => ({
      id: q.id,
      title: q.title,
      href: q.url,
      image: q.cover,
      meta: `${q.category.name} · ${q.questionCount} questions · ${formatCount(q.plays)} ${q.plays === 1 ? 'play' : 'plays'}`,
    })),
  };
}
