// Five stars filled to the average (half-star precision by clipping), with the number read out for screen readers.
// Drawn with the ★ character (as CSS generated content, `.stars*` in app/globals.css) rather than SVG or text in the
// markup: a list page shows dozens of ratings, and this keeps each one to a few bytes of HTML and RSC payload.

type StarRatingProps = { value: number; count?: number; size?: 'sm' | 'md' | 'lg'; className?: string };

const sizes = { sm: 'text-sm', md: 'text-base', lg: 'text-xl' };

export function StarRating({ value, count, size = 'sm', className = '' }: StarRatingProps) {
  const clamped = Math.max(0, Math.min(5, value));
  const percent = (Math.round(clamped * 2) / 2 / 5) * 100;
  const label =
    count === undefined
      ? `Rated ${clamped.toFixed(1)} out of 5`
      : `Rated ${clamped.toFixed(1)} out of 5 from ${count} review${count === 1 ? '' : 's'}`;
  return (
    <span className={`stars ${className}`.trim()}>
      <span className={size === 'sm' ? 'stars-bar' : `stars-bar ${sizes[size]}`} role="img" aria-label={label}>
        <span aria-hidden="true" style={{ width: `${percent}%` }} />
      </span>
      {count !== undefined ? <span aria-hidden="true">({count})</span> : null}
    </span>
  );
}
