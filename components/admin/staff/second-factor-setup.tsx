'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { callAdmin } from './api-call';
import { RecoveryCodes } from './recovery-codes';

type Props = { qrDataUri: string; groups: string[]; next: string };

/**
 * First visit to the back office: scan the QR code (or type the secret) into an authenticator app, then enter the code
 * it shows. Confirmed, the ten recovery codes are shown once, and the staff member goes on to the back office.
 */
export function SecondFactorSetUp({ qrDataUri, groups, next }: Props) {
  const router = useRouter();
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    const result = await callAdmin<{ recoveryCodes: string[] }>('post', 'admin/second-factor/confirm', { code });
    setPending(false);
    if (!result.ok) {
      setError(result.fields.code ?? result.message);
      return;
    }
    setRecoveryCodes(result.data.recoveryCodes);
  };

  if (recoveryCodes) {
    return (
      <div className="mt-6 space-y-4">
        <p role="status" className="font-medium text-green-800">
          Your authenticator app is set up.
        </p>
        <RecoveryCodes codes={recoveryCodes} />
        <button
          type="button"
          className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          onClick={() => {
            router.replace(next);
            router.refresh();
          }}
        >
          I have saved them: open the back office
        </button>
      </div>
    );
  }

  return (
    <div className="mt-6 space-y-6">
      <ol className="list-decimal space-y-4 pl-5 text-sm">
        <li>
          Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 2FAS, Aegis…) and scan this code:
          {/* A data: image (the page's CSP allows data: images); drawn on the server from the secret below. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={qrDataUri} alt="QR code for your authenticator app" width={192} height={192} className="mt-2 rounded border border-gray-300 bg-white" />
        </li>
        <li>
          Cannot scan? Add an account by hand with this key (time-based):
          <p className="mt-1">
            <code className="font-mono text-base tracking-wider">{groups.join(' ')}</code>
          </p>
        </li>
        <li>Enter the 6-digit code the app shows for Upahar Ghar.</li>
      </ol>
      <form onSubmit={submit} noValidate className="space-y-4">
        <div>
          <label htmlFor={`${id}-code`} className="block text-sm font-medium">
            6-digit code from your authenticator app
          </label>
          <input
            id={`${id}-code`}
            name="code"
            className="mt-1 block w-full rounded-md border border-gray-400 px-3 py-2 font-mono text-lg tracking-widest focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={9}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error ? (
            <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-800">
              {error}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={pending}
          className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
        >
          {pending ? 'Checking…' : 'Finish setting up'}
        </button>
      </form>
    </div>
  );
}
