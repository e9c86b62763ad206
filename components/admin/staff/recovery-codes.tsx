'use client';

import { useState } from 'react';

/** Ten recovery codes, shown once: to write down or copy somewhere safe, each good for one sign-in. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState(false);
  return (
    <section aria-labelledby="recovery-codes-title" className="rounded-md border border-amber-300 bg-amber-50 p-4">
      <h2 id="recovery-codes-title" className="text-base font-semibold">
        Your recovery codes
      </h2>
      <p className="mt-1 text-sm text-gray-800">
        Keep these somewhere safe, away from your phone. Each one lets you in once if your phone is lost. They are shown only now.
      </p>
      <ol className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm sm:grid-cols-2" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <button
        type="button"
        className="mt-3 rounded-md border border-gray-400 bg-white px-3 py-1.5 text-sm font-medium hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(codes.join('\n'));
            setCopied(true);
          } catch {
            setCopied(false);
          }
        }}
      >
        Copy the codes
      </button>
      <span role="status" className="ml-3 text-sm text-gray-700">
        {copied ? 'Copied.' : ''}
      </span>
    </section>
  );
}
