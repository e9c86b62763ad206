const LOADING_TEXT = 'Loading Please Wait';

/** Size and colour come from className (default 24 px, brand pink). */
export function Spinner({ className = 'h-6 w-6 text-brand-600' }: { className?: string }) {
  return (
    <svg className={`animate-spin ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The page-level loading state (SPEC §2: 'Loading Please Wait' while pages load). A full screen tall, so the footer
 * stays below the fold until the streamed page swaps in: a shorter fallback made the footer jump (CLS ~0.29).
 */
export function LoadingScreen({ text = LOADING_TEXT }: { text?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-screen flex-col items-center justify-center gap-3 py-16">
      <Spinner className="h-10 w-10 text-brand-600" />
      <p className="text-sm font-medium text-cocoa-800">{text}</p>
    </div>
  );
}
