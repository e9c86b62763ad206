'use client';

import Link from 'next/link';
import { useQuery, useQueryClient } from '@/lib/api/react-query';
import { useState, type FormEvent } from 'react';
import { accountCalls, useAccountMutation } from '@/lib/api/hooks/use-account';
import { clearLocalSession } from '@/lib/api/session';
import { newPasswordSchema } from '@/lib/validation/account-codes';
import { buttonClasses } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/spinner';
import { FormAlert } from './form-alert';
import { serverErrors } from './form-errors';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from './submit-button';
import { useFormState } from './use-form-state';
import { useRevealProblems } from '@/components/ui/reveal';

const FIELDS = ['password', 'confirmPassword'] as const;

/**
 * /reset-password?token: checks the emailed link (verify-reset-token), then takes the new password (new-password).
 * Every session of the account ends on the server, so this device forgets its login too.
 */
export function NewPasswordForm({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const { attach, showProblems } = useRevealProblems<HTMLFormElement>();
  const form = useFormState(FIELDS, { password: '', confirmPassword: '' }, undefined, showProblems);
  const [done, setDone] = useState<string | null>(null);
  const check = useQuery({
    queryKey: ['verify-reset-token', token],
    queryFn: () => accountCalls.verifyResetToken(token),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const save = useAccountMutation('newPassword');

  if (check.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-cocoa-800">
        <Spinner className="h-5 w-5 text-brand-600" /> Checking your link…
      </p>
    );
  }
  if (check.isError && !done) {
    return (
      <div className="flex flex-col gap-4">
        <FormAlert message={serverErrors(check.error, []).form} />
        <Link href="/reset-password" className={buttonClasses('primary', 'lg', 'w-full')}>
          Send me a new link
        </Link>
      </div>
    );
  }
  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <FormAlert tone="success" message={done} />
        <Link href="/login" className={buttonClasses('primary', 'lg', 'w-full')}>
          Log in with your new password
        </Link>
      </div>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A token the schema refuses has no field of its own: useFormState shows its message above the button.
    const input = form.validate(newPasswordSchema, { token, ...form.values });
    if (!input) return;
    save.mutate([input], {
      onSuccess: (answer) => {
        clearLocalSession(queryClient);
        setDone(answer.message);
      },
      onError: (error) => form.showServerError(error),
    });
  };

  return (
    <form ref={attach} onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Choose a new password">
      {check.data?.email ? (
        <p className="text-sm text-cocoa-800">
          Choose a new password for <strong className="break-all">{check.data.email}</strong>.
        </p>
      ) : null}
      <NewPasswordFields field={form.field} />
      <FormAlert message={form.formError} />
      <SubmitButton pending={save.isPending}>Save new password</SubmitButton>
    </form>
  );
}
