'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { callAdmin } from './api-call';

const INPUT =
  'mt-1 block w-full rounded-md border border-gray-400 px-3 py-2 font-mono text-lg tracking-widest focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600';

/**
 * The code step of a shift: the 6-digit code from the authenticator app, or (phone lost) one recovery code. Passed,
 * the back office opens where the staff member was going (`next`, already checked to be a back-office path).
 */
export function SecondFactorCodeForm({ next }: { next: string }) {
  const router = useRouter();
  const id = useId();
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    const body = useRecovery ? { recoveryCode: value } : { code: value };
    const result = await callAdmin<{ recoveryCodesLeft: number }>('post', 'admin/second-factor/verify', body);
    if (!result.ok) {
      setError(result.fields.code ?? result.fields.recoveryCode ?? result.message);
      setPending(false);
      return;
    }
    if (useRecovery) {
      const { default: toast } = await import('react-hot-toast');
      toast(`Recovery code used: ${result.data.recoveryCodesLeft} left. Make new ones from “My sign-in”.`);
    }
    router.replace(next);
    router.refresh();
  };

  const label = useRecovery ? 'Recovery code' : '6-digit code from your authenticator app';
  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-4">
      <div>
        <label htmlFor={`${id}-code`} className="block text-sm font-medium">
          {label}
        </label>
        <input
          id={`${id}-code`}
          key={useRecovery ? 'recovery' : 'code'}
          name={useRecovery ? 'recoveryCode' : 'code'}
          className={INPUT}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          inputMode={useRecovery ? 'text' : 'numeric'}
          autoComplete={useRecovery ? 'off' : 'one-time-code'}
          autoCapitalize="off"
          spellCheck={false}
          maxLength={useRecovery ? 40 : 9}
          required
          autoFocus
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
        {pending ? 'Checking…' : 'Open the back office'}
      </button>
      <button
        type="button"
        className="text-sm font-medium text-brand-800 underline hover:no-underline"
        onClick={() => {
          setUseRecovery(!useRecovery);
          setValue('');
          setError(null);
        }}
      >
        {useRecovery ? 'Use the code from my app instead' : 'Lost your phone? Use a recovery code'}
      </button>
    </form>
  );
}
