import type { ReviewView } from '@/lib/domain/catalogue-types';
import { StarRating } from './star-rating';

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kathmandu' });

export function ReviewsList({ reviews }: { reviews: ReviewView[] }) {
  if (reviews.length === 0) return null;
  return (
    <ul className="divide-y divide-cocoa-100">
      {reviews.map((review) => (
        <li key={review.id} className="py-4">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <StarRating value={review.rating} />
            {review.title ? <p className="font-semibold text-cocoa-900">{review.title}</p> : null}
          </div>
          <p className="mt-1 text-sm text-gray-800">{review.body}</p>
          <p className="mt-1 text-xs text-gray-700">
            {review.authorName}
            {review.authorCity ? `, ${review.authorCity}` : ''} ·{' '}
            <time dateTime={review.createdAt}>{dateFormat.format(new Date(review.createdAt))}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
