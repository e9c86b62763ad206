'use client';

import { useState, type FormEvent } from 'react';
import { useAccountMutation } from '@/lib/api/hooks/use-account';
import type { LoginAnswer } from '@/lib/domain/account-types';
import { otpRequestSchema, otpVerifySchema } from '@/lib/validation/account-codes';
import { CodeField } from './code-field';
import { FormAlert } from './form-alert';
import { ResendCodeButton } from './resend-code-button';
import { SubmitButton } from './submit-button';
import { TextField, verbatimInput } from './text-field';
import { useCooldown } from './use-cooldown';
import { useFormState } from './use-form-state';
import { useRevealProblems } from '@/components/ui/reveal';

/** Seconds before "Send a new code" works again (the server also rate-limits sends). */
export const RESEND_COOLDOWN_SECONDS = 30;

/**
 * Log in with a one-time code (login/otp): send a code to a phone or email, then type it. The server says how
 * many tries are left on a wrong code and when the code has expired; the sent-to value and the code stay typed.
 */
export function OtpLoginForm({ onLoggedIn }: { onLoggedIn: (answer: LoginAnswer) => void }) {
  const { attach, showProblems } = useRevealProblems<HTMLFormElement>();
  const form = useFormState(['identifier', 'code'], { identifier: '', code: '' }, undefined, showProblems);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const cooldown = useCooldown();
  const send = useAccountMutation('sendOtp');
  const verify = useAccountMutation('loginOtp');

  const setCode = (code: string) => form.setValues((v) => ({ ...v, code }));

  const requestCode = (value: string) => {
    const input = form.validate(otpRequestSchema, { identifier: value });
    if (!input) return;
    send.mutate([input.identifier], {
      onSuccess: (answer) => {
        setSentTo(input.identifier);
        setNotice(answer.message);
        cooldown.start(RESEND_COOLDOWN_SECONDS);
      },
      onError: (error) => form.showServerError(error, ['identifier']),
    });
  };

  const onSend = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    requestCode(form.values.identifier);
  };

  const onVerify = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = form.validate(otpVerifySchema, { identifier: sentTo ?? form.values.identifier, code: form.values.code });
    if (!input) return;
    verify.mutate([input], {
      onSuccess: onLoggedIn,
      onError: (error) => form.showServerError(error, ['code']),
    });
  };

  if (sentTo === null) {
    return (
      <form ref={attach} onSubmit={onSend} noValidate className="flex flex-col gap-4" aria-label="Get a one-time login code">
        <TextField
          label="Mobile number or email"
          autoComplete="username"
          {...verbatimInput}
          placeholder="98XXXXXXXX or you@example.com"
          {...form.field('identifier')}
          note={{ tone: 'info', text: 'We will send a 6-digit code by SMS or email.' }}
        />
        <FormAlert message={form.formError} />
        <SubmitButton pending={send.isPending}>Send code</SubmitButton>
      </form>
    );
  }

  return (
    <form ref={attach} onSubmit={onVerify} noValidate className="flex flex-col gap-4" aria-label="Log in with your one-time code">
      <FormAlert tone="info" message={notice} />
      <CodeField
        label="6-digit code"
        name="code"
        value={form.values.code}
        onValueChange={(value) => form.change('code', value)}
        error={form.errors.code}
        autoFocus
      />
      <FormAlert message={form.formError} />
      <SubmitButton pending={verify.isPending}>Log in</SubmitButton>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          onClick={() => {
            setSentTo(null);
            setCode('');
            form.setFormError(null);
            setNotice(null);
          }}
          className="min-h-9 rounded-lg px-1 font-medium text-brand-700 hover:underline"
        >
          Use a different number or email
        </button>
        <ResendCodeButton
          remaining={cooldown.remaining}
          busy={send.isPending}
          onClick={() => {
            setCode('');
            requestCode(sentTo);
          }}
        />
      </div>
    </form>
  );
}
