/** A grey placeholder block with the final content's size, so nothing jumps when data arrives. */
export function Skeleton({ className = 'h-4 w-full' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-cocoa-100 ${className}`} />;
}
