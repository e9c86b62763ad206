'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { useAccountMutation } from '@/lib/api/hooks/use-account';
import { forgotPasswordSchema } from '@/lib/validation/account-codes';
import { FormAlert } from './form-alert';
import { serverErrors, zodFieldErrors, type FieldErrors } from './form-errors';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

/** /reset-password without a token: ask for the email and send the reset link (forgot-password). */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const forgot = useAccountMutation('forgotPassword');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = forgotPasswordSchema.safeParse({ email });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    forgot.mutate([parsed.data.email], {
      onSuccess: (answer) => setSent(answer.message),
      onError: (error) => {
        const { fields, form } = serverErrors(error, ['email']);
        setErrors(fields);
        setFormError(form);
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Reset your password">
      <p className="text-sm text-cocoa-800">Enter the email of your account and we will send you a link to choose a new password.</p>
      <TextField
        label="Email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        value={email}
        onChange={(e) => {
          setEmail(e.target.value);
          setErrors({});
        }}
        error={errors.email}
      />
      <FormAlert tone="success" message={sent} />
      <FormAlert message={formError} />
      <SubmitButton pending={forgot.isPending}>{sent ? 'Send the link again' : 'Send reset link'}</SubmitButton>
      <p className="text-center text-sm text-cocoa-800">
        Remembered it?{' '}
        <Link href="/login" className="font-semibold text-brand-700 hover:underline">
          Log in
        </Link>
      </p>
    </form>
  );
}
