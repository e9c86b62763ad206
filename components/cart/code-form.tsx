'use client';

import { useId, useState, type FormEvent } from 'react';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api/errors';
import { Button } from '@/components/ui/button';

type Props = {
  label: string;
  placeholder: string;
  submitLabel: string;
  onSubmit: (code: string) => Promise<unknown>;
};

/** A one-field form for a coupon or voucher code; the server's reason for refusing shows under the field. */
export function CodeForm({ label, placeholder, submitLabel, onSubmit }: Props) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError('Enter a code');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onSubmit(code.trim());
      setCode('');
    } catch (failure) {
      setError(apiFieldErrors(failure).code ?? apiErrorMessage(failure, 'That did not work. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <label htmlFor={id} className="text-sm font-semibold text-cocoa-900">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 flex-1 rounded-xl border border-cocoa-300 px-3 py-2 text-sm uppercase text-cocoa-900 placeholder:normal-case aria-[invalid=true]:border-brand-700"
        />
        <Button type="submit" variant="secondary" disabled={busy}>
          {busy ? 'Checking…' : submitLabel}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-medium text-brand-800">
          {error}
        </p>
      ) : null}
    </form>
  );
}
