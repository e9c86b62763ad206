'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { clientLazy } from '@/components/ui/client-lazy';
import type { Pagination, ReviewsSummary } from '@/lib/domain/catalogue-types';
import { REVIEW_SORT_LABELS, REVIEW_SORTS, type ReviewItem, type ReviewSort } from '@/lib/domain/reviews';
import type { ReviewsPage } from '@/lib/api/hooks/use-care';
import { useUserStore } from '@/stores/user-store';
import { goToLogin } from './go-to-login';
import { RatingSummary } from './rating-summary';
import { ReviewsList } from './reviews-list';
import { useRevealOn } from '@/components/ui/reveal';
import { MODERATION_MESSAGES } from '@/lib/domain/moderation';

type Props = {
  productId: number;
  productName: string;
  summary: ReviewsSummary;
  /** The first page, newest first, as the server rendered it. */
  reviews: ReviewItem[];
  pagination: Pagination;
};

// Only a logged-in shopper sees the form, and the list's next pages come on a tap: both, and the HTTP client (axios)
// they bring, load when first needed rather than with the page.
const ReviewForm = clientLazy(
  () => import('./review-form').then((m) => m.ReviewForm),
  <p className="text-sm text-gray-700">Loading the review form…</p>,
);
const reviewCalls = () => import('@/lib/api/hooks/use-care').then((m) => m.reviewCalls);

type Pages = Partial<Record<ReviewSort, ReviewsPage[]>>;

/**
 * The list's pages per order, fetched when an order is first chosen and on "More reviews". Local state rather than
 * React Query: the section is on every product page's first visit, and React Query's core (about 12 KiB gzip) would
 * come with it for a list that most visitors never sort or page.
 */
function useReviewPages(productId: number, first: ReviewsPage) {
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [pages, setPages] = useState<Pages>({ newest: [first] });
  const [busy, setBusy] = useState<'first' | 'more' | null>(null);
  const [failed, setFailed] = useState<Partial<Record<ReviewSort, true>>>({});
  const current = pages[sort];
  const load = async (order: ReviewSort, page: number) => {
    setBusy(page === 1 ? 'first' : 'more');
    try {
      const answer = await (await reviewCalls()).list(productId, order, page);
      setPages((all) => ({ ...all, [order]: page === 1 ? [answer] : [...(all[order] ?? []), answer] }));
    } catch {
      if (page === 1) setFailed((all) => ({ ...all, [order]: true }));
    } finally {
      setBusy(null);
    }
  };
  const last = current?.[current.length - 1];
  const next = last?.pagination && last.pagination.currentPage < last.pagination.totalPages ? last.pagination.currentPage + 1 : null;
  return {
    sort,
    /** Shows an order, reading its first page when it is first chosen (or failed before). */
    choose: (order: ReviewSort) => {
      setSort(order);
      if (!pages[order]) {
        setFailed((all) => ({ ...all, [order]: undefined }));
        void load(order, 1);
      }
    },
    items: current?.flatMap((p) => p.reviews) ?? [],
    isPending: !current && !failed[sort],
    isFetching: busy !== null,
    isFetchingNextPage: busy === 'more',
    hasNextPage: next !== null,
    fetchNextPage: () => (next !== null && busy === null ? load(sort, next) : undefined),
    /** A new review on top of the newest; the other orders are read again when chosen. */
    prepend: (review: ReviewItem) => {
      setPages((all) => ({ newest: (all.newest ?? [first]).map((p, i) => (i === 0 ? { ...p, reviews: [review, ...p.reviews] } : p)) }));
      setSort('newest');
    },
  };
}

/**
 * The product page's reviews: the summary, the list in the shopper's order (newest, highest, lowest, with photos)
 * with "More reviews", and the form. A new review is appended to the top of the list and moves the summary at once
 * (SPEC §4 "Reviews append"), from the server's answer: no reload.
 */
export function ReviewsSection({ productId, productName, summary: initialSummary, reviews, pagination }: Props) {
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const [summary, setSummary] = useState(initialSummary);
  const [thanks, setThanks] = useState<false | 'posted' | 'held'>(false);
  // The thanks replace the (longer) form: brought into view and focused, where the shopper tapped Post review.
  const thanksRef = useRevealOn<HTMLParagraphElement>(thanks || null, { align: 'center' });
  const selectId = useId();

  const query = useReviewPages(productId, { reviews, summary: initialSummary, pagination });
  const { sort } = query;
  const items = query.items;

  const onAdded = ({ review, summary: next, held }: { review: ReviewItem; summary: ReviewsSummary; held?: boolean }) => {
    // A review held for approval is not on the page yet (nor in the stars): the thanks say so.
    if (!held) query.prepend(review);
    setSummary(next);
    setThanks(held ? 'held' : 'posted');
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_360px]">
      <div className="min-w-0">
        <div data-testid="reviews-summary">
          <RatingSummary summary={summary} />
        </div>
        {summary.count > 0 ? (
          <div className="mt-6 flex flex-wrap items-center gap-2">
            <label htmlFor={selectId} className="text-sm font-semibold text-cocoa-900">
              Sort reviews
            </label>
            <select
              id={selectId}
              value={sort}
              onChange={(e) => query.choose(e.target.value as ReviewSort)}
              className="min-h-11 rounded-xl border border-cocoa-200 bg-white px-3 text-sm"
            >
              {REVIEW_SORTS.map((s) => (
                <option key={s} value={s}>
                  {REVIEW_SORT_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="mt-2" aria-live="polite" aria-busy={query.isFetching}>
          {query.isPending ? <p className="py-4 text-sm text-gray-700">Loading reviews…</p> : null}
          {!query.isPending && items.length === 0 && summary.count > 0 ? (
            <p className="py-4 text-sm text-gray-700">No reviews with photos yet.</p>
          ) : null}
          <ReviewsList reviews={items} />
        </div>
        {query.hasNextPage ? (
          <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
            {query.isFetchingNextPage ? 'Loading…' : 'More reviews'}
          </Button>
        ) : null}
      </div>
      <div>
        {thanks ? (
          <p ref={thanksRef} role="status" className="rounded-2xl border border-leaf-500/30 bg-leaf-500/10 p-4 text-sm text-leaf-700">
            {thanks === 'held' ? `Thank you! ${MODERATION_MESSAGES.held}` : 'Thank you! Your review is now on this page.'}
          </p>
        ) : isLoggedIn ? (
          <ReviewForm productId={productId} productName={productName} onAdded={onAdded} />
        ) : (
          <div className="rounded-2xl border border-cocoa-100 bg-white p-4 text-sm text-gray-800">
            <p className="mb-3">Bought this? Tell other shoppers how it was.</p>
            <Button variant="secondary" onClick={goToLogin}>
              Log in to write a review
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
