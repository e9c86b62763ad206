import type { Relationship } from './connections';

// People: shared shapes and limits of the user pages, connections and follows (server, API and pages agree on them).

/** What can be followed (SPEC §7 followers add/delete): a person, or a business (the businesses feature's ids). */
export const FOLLOW_TARGET_TYPES = ['user', 'business'] as const;
export type FollowTargetType = (typeof FOLLOW_TARGET_TYPES)[number];

/** One person follows at most this many people and businesses: keeps followers/index (loaded at start-up) small. */
export const MAX_FOLLOWS = 2000;

/** /profile/connections: the four lists and their page size. */
export const CONNECTION_TABS = ['connections', 'incoming', 'sent', 'hidden'] as const;
export type ConnectionTab = (typeof CONNECTION_TABS)[number];
export const CONNECTIONS_PER_PAGE = 20;
/** The deepest page (bounds the OFFSET). */
export const CONNECTION_PAGE_MAX = 100;
/** Lists without a maintained count (requests, searches) count at most this far ("500+"). */
export const CONNECTION_COUNT_CAP = 500;
/** A search needs this many characters (trigram index), and at most this many. */
export const PEOPLE_SEARCH_MIN = 2;
export const PEOPLE_SEARCH_MAX = 60;

/** A person's page lists this many of their reviews. */
export const PERSON_REVIEWS_SHOWN = 6;

/** A person as anyone may see them: never an email or a phone number. */
export type PersonCard = {
  id: number;
  username: string;
  name: string;
  avatar: string | null;
  /** /user/{username} */
  url: string;
};

/** A review on the person's page, with the product it is about. */
export type PersonReview = {
  id: number;
  rating: number;
  title: string;
  body: string;
  createdAt: string;
  product: { name: string; url: string };
};

/** One thing the person made (a contest entry, a published quiz…) as a line on their page. */
export type PersonListItem = { id: number | string; title: string; href: string; image?: string | null; meta?: string | null };

/**
 * GET user/{username} and the /user/{username} page. A private page shown to someone who is not a connection has
 * only the card (visible: false): no bio, city, dates, counts or reviews.
 */
export type PersonProfile = PersonCard & {
  isPrivate: boolean;
  /** Whether the viewer sees more than the name and avatar. */
  visible: boolean;
  bio: string | null;
  city: string | null;
  memberSince: string | null;
  counts: { followers: number; connections: number } | null;
  reviews: PersonReview[];
  /**
   * Their contest entries and published quizzes, filled by those features in personProfile()
   * (lib/server/services/people/persons.ts); absent until then, and the page shows no section for them.
   */
  entries?: PersonListItem[] | undefined;
  quizzes?: PersonListItem[] | undefined;
};

/**
 * Whether a person's page is worth a search engine's time: public, and saying something (a bio, a review, a contest
 * entry or a quiz). A private page, or a new account's empty one, is noindex and out of the sitemap (the sitemap
 * asks the same of the database: lib/server/services/seo/sitemap-sources.ts).
 */
export function isIndexablePersonPage(profile: Pick<PersonProfile, 'visible' | 'isPrivate' | 'bio' | 'reviews' | 'entries' | 'quizzes'>): boolean {
  if (!profile.visible || profile.isPrivate) return false;
  return Boolean(profile.bio?.trim()) || profile.reviews.length > 0 || (profile.entries?.length ?? 0) > 0 || (profile.quizzes?.length ?? 0) > 0;
}

/** The viewer's side of the page: their connection state and whether they follow (null for a visitor). */
export type ViewerRelation = { connection: Relationship; following: boolean } | null;

/** followers/index: the ids the viewer follows, per target type (SPEC §3 User followList.business). */
export type FollowList = Record<FollowTargetType, number[]>;

/** One row of /profile/connections: the other person and the request or connection behind it. */
export type ConnectionItem = {
  id: number;
  person: PersonCard;
  /** When the request was sent (requests) or accepted (connections). */
  at: string;
  hidden: boolean;
};

export const personUrl = (username: string): string => `/user/${encodeURIComponent(username)}`;
