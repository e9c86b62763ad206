'use client';

import { useState, type FormEvent } from 'react';
import { useAccountMutation } from '@/lib/api/hooks/use-account';
import type { LoginAnswer } from '@/lib/domain/account-types';
import { otpRequestSchema, otpVerifySchema } from '@/lib/validation/account-codes';
import { CodeField } from './code-field';
import { FormAlert } from './form-alert';
import { serverErrors, zodFieldErrors, type FieldErrors } from './form-errors';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { useCooldown } from './use-cooldown';

/** Seconds before "Send a new code" works again (the server also rate-limits sends). */
export const RESEND_COOLDOWN_SECONDS = 30;

/**
 * Log in with a one-time code (login/otp): send a code to a phone or email, then type it. The server says how
 * many tries are left on a wrong code and when the code has expired; the sent-to value and the code stay typed.
 */
export function OtpLoginForm({ onLoggedIn }: { onLoggedIn: (answer: LoginAnswer) => void }) {
  const [identifier, setIdentifier] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const cooldown = useCooldown();
  const send = useAccountMutation('sendOtp');
  const verify = useAccountMutation('loginOtp');

  const requestCode = (value: string) => {
    setFormError(null);
    const parsed = otpRequestSchema.safeParse({ identifier: value });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    send.mutate([parsed.data.identifier], {
      onSuccess: (answer) => {
        setSentTo(parsed.data.identifier);
        setNotice(answer.message);
        cooldown.start(RESEND_COOLDOWN_SECONDS);
      },
      onError: (error) => {
        const { fields, form } = serverErrors(error, ['identifier']);
        setErrors(fields);
        setFormError(form);
      },
    });
  };

  const onSend = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    requestCode(identifier);
  };

  const onVerify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = otpVerifySchema.safeParse({ identifier: sentTo ?? identifier, code });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    verify.mutate([parsed.data], {
      onSuccess: onLoggedIn,
      onError: (error) => {
        const { fields, form } = serverErrors(error, ['code']);
        setErrors(fields);
        setFormError(form);
      },
    });
  };

  if (sentTo === null) {
    return (
      <form onSubmit={onSend} noValidate className="flex flex-col gap-4" aria-label="Get a one-time login code">
        <TextField
          label="Mobile number or email"
          name="identifier"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="98XXXXXXXX or you@example.com"
          value={identifier}
          onChange={(e) => {
            setIdentifier(e.target.value);
            setErrors({});
          }}
          error={errors.identifier}
          note={{ tone: 'info', text: 'We will send a 6-digit code by SMS or email.' }}
        />
        <FormAlert message={formError} />
        <SubmitButton pending={send.isPending}>Send code</SubmitButton>
      </form>
    );
  }

  return (
    <form onSubmit={onVerify} noValidate className="flex flex-col gap-4" aria-label="Log in with your one-time code">
      <FormAlert tone="info" message={notice} />
      <CodeField
        label="6-digit code"
        name="code"
        value={code}
        onValueChange={(value) => {
          setCode(value);
          setErrors({});
        }}
        error={errors.code}
        autoFocus
      />
      <FormAlert message={formError} />
      <SubmitButton pending={verify.isPending}>Log in</SubmitButton>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          onClick={() => {
            setSentTo(null);
            setCode('');
            setFormError(null);
            setNotice(null);
          }}
          className="min-h-9 rounded-lg px-1 font-medium text-brand-700 hover:underline"
        >
          Use a different number or email
        </button>
        <button
          type="button"
          disabled={cooldown.remaining > 0 || send.isPending}
          onClick={() => {
            setCode('');
            requestCode(sentTo);
          }}
          className="min-h-9 rounded-lg px-1 font-medium text-brand-700 hover:underline disabled:text-gray-600 disabled:no-underline"
        >
          {cooldown.remaining > 0 ? `Send a new code in ${cooldown.remaining}s` : 'Send a new code'}
        </button>
      </div>
    </form>
  );
}
