'use client';

import Link from 'next/link';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { accountCalls, useAccountMutation } from '@/lib/api/hooks/use-account';
import { clearLocalSession } from '@/lib/api/session';
import { newPasswordSchema } from '@/lib/validation/account-codes';
import { buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { FormAlert } from './form-alert';
import { serverErrors, zodFieldErrors, type FieldErrors } from './form-errors';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';

const FIELDS = ['password', 'confirmPassword'] as const;

/**
 * /reset-password?token: checks the emailed link (verify-reset-token), then takes the new password (new-password).
 * Every session of the account ends on the server, so this device forgets its login too.
 */
export function NewPasswordForm({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
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

  const set = (field: (typeof FIELDS)[number]) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = newPasswordSchema.safeParse({ token, ...values });
    if (!parsed.success) {
      const fields = zodFieldErrors(parsed.error);
      setErrors(fields);
      if (fields.token) setFormError(fields.token);
      return;
    }
    setErrors({});
    save.mutate([parsed.data], {
      onSuccess: (answer) => {
        clearLocalSession(queryClient);
        setDone(answer.message);
      },
      onError: (error) => {
        const { fields, form } = serverErrors(error, FIELDS);
        setErrors(fields);
        setFormError(form);
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Choose a new password">
      {check.data?.email ? (
        <p className="text-sm text-cocoa-800">
          Choose a new password for <strong className="break-all">{check.data.email}</strong>.
        </p>
      ) : null}
      <PasswordField
        label="New password"
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        note={{ tone: 'info', text: 'At least 8 characters.' }}
      />
      <PasswordField
        label="Confirm new password"
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        error={errors.confirmPassword}
      />
      <FormAlert message={formError} />
      <SubmitButton pending={save.isPending}>Save new password</SubmitButton>
    </form>
  );
}
