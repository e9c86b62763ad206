import type { ReviewsSummary } from '@/lib/domain/catalogue-types';
import { StarRating } from './star-rating';

/** Average, count and the 5→1 star distribution as bars. */
export function RatingSummary({ summary }: { summary: ReviewsSummary }) {
  if (summary.count === 0) {
    return <p className="text-sm text-gray-700">No reviews yet. Be the first to review after your order arrives.</p>;
  }
  return (
    <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-center">
      <div className="text-center sm:pr-6">
        <p className="text-4xl font-bold text-cocoa-900">{summary.average.toFixed(1)}</p>
        <StarRating value={summary.average} size="md" />
        <p className="mt-1 text-sm text-gray-700">
          {summary.count} review{summary.count === 1 ? '' : 's'}
        </p>
      </div>
      <ul className="space-y-1.5" aria-label="Rating distribution">
        {summary.distribution.map(({ stars, count }) => {
          const percent = summary.count ? Math.round((count / summary.count) * 100) : 0;
          return (
            <li key={stars} className="flex items-center gap-2 text-sm">
              <span className="w-12 shrink-0 text-gray-700">{stars} star</span>
              <span className="h-2 flex-1 overflow-hidden rounded-full bg-cocoa-100" aria-hidden="true">
                <span className="block h-full rounded-full bg-saffron-500" style={{ width: `${percent}%` }} />
              </span>
              <span className="w-10 shrink-0 text-right text-gray-700">
                {count}
                <span className="sr-only"> reviews with {stars} stars</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
