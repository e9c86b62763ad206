// Five stars filled to the average (half-star precision by clipping), with the number read out for screen readers.
// Drawn with the ★ character rather than SVG: a list page shows dozens of ratings, and text keeps the HTML small.

type StarRatingProps = { value: number; count?: number; size?: 'sm' | 'md' | 'lg'; className?: string };

const sizes = { sm: 'text-sm', md: 'text-base', lg: 'text-xl' };
const STARS = '★★★★★';

export function StarRating({ value, count, size = 'sm', className = '' }: StarRatingProps) {
  const clamped = Math.max(0, Math.min(5, value));
  const percent = (Math.round(clamped * 2) / 2 / 5) * 100;
  const label =
    count === undefined
      ? `Rated ${clamped.toFixed(1)} out of 5`
      : `Rated ${clamped.toFixed(1)} out of 5 from ${count} review${count === 1 ? '' : 's'}`;
  return (
    <span className={`inline-flex items-center gap-1 ${className}`.trim()}>
      <span className={`relative inline-block leading-none tracking-tight ${sizes[size]}`} role="img" aria-label={label}>
        <span aria-hidden="true" className="text-gray-300">
          {STARS}
        </span>
        <span aria-hidden="true" className="absolute inset-y-0 left-0 overflow-hidden text-saffron-500" style={{ width: `${percent}%` }}>
          {STARS}
        </span>
      </span>
      {count !== undefined ? (
        <span className="text-xs text-gray-700" aria-hidden="true">
          ({count})
        </span>
      ) : null}
    </span>
  );
}
