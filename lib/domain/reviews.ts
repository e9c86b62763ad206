// Product reviews (SPEC §3 Review, §7 reviews?id&type): the rules and limits the API, the form and the page share.

export const REVIEW_SORTS = ['newest', 'highest', 'lowest', 'photos'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Newest first',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
  photos: 'With photos',
};

/** Reviews per page of reviews?id&type (and the product page's first page). */
export const REVIEWS_PER_PAGE = 10;
/** Pages past this are refused: a list a shopper reads, not an export (offset paging stays cheap). */
export const MAX_REVIEW_PAGE = 50;
/** "With photos" counts stop here ("100+"): a count over an index, never over the whole table. */
export const PHOTO_REVIEWS_COUNT_CAP = 100;

export const REVIEW_TITLE_MAX = 80;
export const REVIEW_BODY_MIN = 10;
export const REVIEW_BODY_MAX = 2000;

/** One review of a product as the list shows it. */
export type ReviewItem = {
  id: number;
  authorName: string;
  authorCity: string;
  /** The author's handle for a link to their page (/user/{username}); null for reviews without an account. */
  authorUsername: string | null;
  rating: number;
  title: string;
  body: string;
  /** /media/uploads/{id} of the photo, or null. */
  photoUrl: string | null;
  verifiedPurchase: boolean;
  /** ISO timestamp. */
  createdAt: string;
};

/** The average shown with one decimal (4.25 → 4.3), from an exact sum and count. */
export function averageRating(sum: number, count: number): number {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : 0;
}

/** 'Sita S.': the first name and an initial, never the full name of a customer on a public page. */
export function publicAuthorName(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'Upahar Ghar customer';
  const last = parts.length > 1 ? ` ${parts[parts.length - 1]![0]!.toUpperCase()}.` : '';
  return `${parts[0]}${last}`;
}
