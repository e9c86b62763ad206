'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { useAccountMutation } from '@/lib/api/hooks/use-account';
import { forgotPasswordSchema } from '@/lib/validation/account-codes';
import { EmailField } from './email-field';
import { FormAlert } from './form-alert';
import { SubmitButton } from './submit-button';
import { useFormState } from './use-form-state';
import { useRevealProblems } from '@/components/ui/reveal';

/** /reset-password without a token: ask for the email and send the reset link (forgot-password). */
export function ForgotPasswordForm() {
  const { attach, showProblems } = useRevealProblems<HTMLFormElement>();
  const form = useFormState(['email'], { email: '' }, undefined, showProblems);
  const [sent, setSent] = useState<string | null>(null);
  const forgot = useAccountMutation('forgotPassword');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = form.validate(forgotPasswordSchema, form.values);
    if (!input) return;
    forgot.mutate([input.email], {
      onSuccess: (answer) => setSent(answer.message),
      onError: (error) => form.showServerError(error),
    });
  };

  return (
    <form ref={attach} onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Reset your password">
      <p className="text-sm text-cocoa-800">Enter the email of your account and we will send you a link to choose a new password.</p>
      <EmailField {...form.field('email')} />
      <FormAlert tone="success" message={sent} />
      <FormAlert message={form.formError} />
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
