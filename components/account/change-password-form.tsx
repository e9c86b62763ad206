'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { lazyToast as toast } from '@/components/ui/lazy-toast';
import { useAccountMutation } from '@/lib/api/hooks/use-account';
import { loginHref } from '@/lib/domain/referrer';
import { changePasswordSchema } from '@/lib/validation/account';
import { Spinner } from '@/components/ui/spinner';
import { FormAlert } from './form-alert';
import { NewPasswordFields } from './new-password-fields';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { useFormState } from './use-form-state';
import { useRevealProblems } from '@/components/ui/reveal';

const FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;
const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };
export const CHANGE_PASSWORD_PATH = '/profile/changepassword';

/**
 * /profile/changepassword (change-password). The route is not login-guarded (SPEC §2): a logged-out visitor is sent
 * to log in from here, and comes back after.
 */
export function ChangePasswordPanel({ signedIn, hasPassword }: { signedIn: boolean; hasPassword: boolean }) {
  const router = useRouter();
  useEffect(() => {
    if (!signedIn) router.replace(loginHref(CHANGE_PASSWORD_PATH));
  }, [signedIn, router]);

  if (!signedIn) {
    return (
      <p role="status" className="flex items-center gap-2 text-cocoa-800">
        <Spinner className="h-5 w-5 text-brand-600" /> Taking you to the login page…
      </p>
    );
  }
  if (!hasPassword) {
    return (
      <FormAlert
        tone="info"
        message="Your account has no password yet (you log in with a code, Google or Facebook). Use “Forgot password” on the login page to set one."
      />
    );
  }
  return <ChangePasswordForm />;
}

function ChangePasswordForm() {
  const checkboxId = useId();
  const [logoutOthers, setLogoutOthers] = useState(true);
  const [done, setDone] = useState<string | null>(null);
  const { attach, showProblems } = useRevealProblems<HTMLFormElement>();
  const form = useFormState(FIELDS, EMPTY, () => setDone(null), showProblems);
  const change = useAccountMutation('changePassword');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = form.validate(changePasswordSchema, { ...form.values, logoutOthers });
    if (!input) return;
    change.mutate([input], {
      onSuccess: (answer) => {
        form.setValues(EMPTY);
        setDone(answer.message);
        toast.success(answer.message);
      },
      onError: (error) => form.showServerError(error),
    });
  };

  return (
    <form ref={attach} onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4" aria-label="Change your password">
      <PasswordField label="Current password" autoComplete="current-password" {...form.field('currentPassword')} />
      <NewPasswordFields field={form.field} />
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          checked={logoutOthers}
          onChange={(e) => setLogoutOthers(e.target.checked)}
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand-600"
        />
        <label htmlFor={checkboxId} className="text-sm text-cocoa-900">
          Log out of my other devices
        </label>
      </div>
      <FormAlert tone="success" message={done} />
      <FormAlert message={form.formError} />
      <SubmitButton pending={change.isPending}>Change password</SubmitButton>
      <p className="text-sm text-cocoa-800">
        Forgot your current password?{' '}
        <Link href="/reset-password" className="font-semibold text-brand-700 hover:underline">
          Reset it by email
        </Link>
      </p>
    </form>
  );
}
