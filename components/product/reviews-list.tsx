import { PlainImage as Image } from '@/components/ui/plain-image';
import Link from 'next/link';
import { personUrl } from '@/lib/domain/people';
import type { ReviewView } from '@/lib/domain/catalogue-types';
import { ReviewReport } from './review-report';
import { StarRating } from './star-rating';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kathmandu' });

export function ReviewsList({ reviews }: { reviews: ReviewView[] }) {
  if (reviews.length === 0) return null;
  return (
    <ul className="divide-y divide-cocoa-100" data-testid="reviews-list">
      {reviews.map((review) => (
        <li key={review.id} className="py-4" data-testid="review">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <StarRating value={review.rating} />
            {review.title ? <p className="font-semibold text-cocoa-900">{review.title}</p> : null}
            {review.verifiedPurchase ? (
              <span className="rounded-full bg-leaf-500/10 px-2 py-0.5 text-xs font-semibold text-leaf-700">✓ Verified purchase</span>
            ) : null}
          </div>
          <p className="mt-1 break-words text-sm text-gray-800">{review.body}</p>
          {review.photoUrl ? (
            <a href={review.photoUrl} target="_blank" rel="noopener" className="mt-2 inline-block">
              <Image
                src={review.photoUrl}
                alt={`Photo from ${review.authorName}’s review`}
                width={112}
                height={112}
                sizes="112px"
                className="size-28 rounded-xl border border-cocoa-100 object-cover"
              />
            </a>
          ) : null}
          <p className="mt-1 text-xs text-gray-700">
            {review.authorUsername ? (
              <Link href={personUrl(review.authorUsername)} prefetch={false} className="font-semibold text-cocoa-900 hover:text-brand-700 hover:underline">
                {review.authorName}
              </Link>
            ) : (
              review.authorName
            )}
            {review.authorCity ? `, ${review.authorCity}` : ''} ·{' '}
            <time dateTime={review.createdAt}>{dateFormat.format(new Date(review.createdAt))}</time>
          </p>
          <ReviewReport reviewId={review.id} />
        </li>
      ))}
    </ul>
  );
}
