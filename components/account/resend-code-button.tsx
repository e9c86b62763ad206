'use client';

/** "Send a new code" under a code box: counts down while the last code is fresh (the server rate-limits sends too). */
export function ResendCodeButton({ remaining, busy = false, onClick }: { remaining: number; busy?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={remaining > 0 || busy}
      className="min-h-9 rounded-lg px-1 font-medium text-brand-700 hover:underline disabled:text-gray-600 disabled:no-underline"
    >
      {remaining > 0 ? `Send a new code in ${remaining}s` : 'Send a new code'}
    </button>
  );
}
