'use client';

import { useState } from 'react';
import { callAdmin } from './api-call';
import { RecoveryCodes } from './recovery-codes';

/** Ten new recovery codes in place of the old ones (after using some, or if the paper was lost), shown once. */
export function RenewRecoveryCodes() {
  const [codes, setCodes] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  return (
    <div className="space-y-3">
      <button
        type="button"
        disabled={pending}
        className="rounded-md border border-gray-400 bg-white px-3 py-1.5 text-sm font-medium hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
        onClick={async () => {
          if (!window.confirm('Make 10 new recovery codes? Your old ones will stop working.')) return;
          setPending(true);
          setError(null);
          const result = await callAdmin<{ recoveryCodes: string[] }>('post', 'admin/second-factor/recovery-codes');
          setPending(false);
          if (result.ok) setCodes(result.data.recoveryCodes);
          else setError(result.message);
        }}
      >
        {pending ? 'Making codes…' : 'Make new recovery codes'}
      </button>
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {codes ? <RecoveryCodes codes={codes} /> : null}
    </div>
  );
}
