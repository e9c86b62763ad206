'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { useAccountMutation } from '@/lib/api/hooks/use-account';
import { saveLogin } from '@/lib/api/session';
import { loginHref, withReferrer } from '@/lib/domain/referrer';
import { emailSchema, phoneSchema, registerFormSchema, usernameSchema } from '@/lib/validation/account';
import { EmailField } from './email-field';
import { FormAlert } from './form-alert';
import { NewPasswordFields } from './new-password-fields';
import { SubmitButton } from './submit-button';
import { TextField, verbatimInput } from './text-field';
import { useAvailability } from './use-availability';
import { useFormState } from './use-form-state';
import { useReferrerParam } from './use-referrer-param';
import { useRevealProblems } from '@/components/ui/reveal';

const FIELDS = ['name', 'username', 'email', 'phone', 'password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const EMPTY: Values = { name: '', username: '', email: '', phone: '', password: '', confirmPassword: '' };

/** Where a new account goes next: the "check your inbox" page (SPEC §2 /verify/email). */
export const AFTER_SIGNUP = '/verify/email';

/**
 * Sign-up (user-signup). Validates with the API's own schema, checks username and email as they are typed, keeps
 * every value on an error, and on success logs the new account in and asks to confirm the email. `referrer` (the page
 * the shopper came from, e.g. /checkout) rides along to "check your inbox" and "email confirmed", which lead back.
 */
export function RegisterForm() {
  const referrer = useReferrerParam();
  const router = useRouter();
  const { attach, showProblems } = useRevealProblems<HTMLFormElement>();
  const { values, errors, formError, field, validate, showServerError } = useFormState(FIELDS, EMPTY, undefined, showProblems);
  const signup = useAccountMutation('signup');
  const usernameCheck = useAvailability('username', values.username, usernameSchema);
  const emailCheck = useAvailability('email', values.email, emailSchema);
  const phoneCheck = useAvailability('phone', values.phone, phoneSchema);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = validate(registerFormSchema, values);
    if (!input) return;
    const { name, username, email, phone, password } = input;
    signup.mutate([{ name, username, email, phone, password }], {
      onSuccess: (answer) => {
        saveLogin(answer);
        router.replace(withReferrer(AFTER_SIGNUP, referrer));
      },
      onError: (error) => showServerError(error),
    });
  };

  return (
    <form ref={attach} onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Create your account">
      <TextField label="Full name" autoComplete="name" {...field('name')} />
      <TextField
        label="Username"
        autoComplete="username"
        {...verbatimInput}
        {...field('username')}
        error={errors.username ?? usernameCheck.taken}
        note={usernameCheck.note ?? { tone: 'info', text: '3–30 letters, numbers, dots or underscores.' }}
      />
      <EmailField
        {...field('email')}
        error={errors.email ?? emailCheck.taken}
        note={emailCheck.note}
      />
      <TextField
        label="Mobile number"
        labelExtra="(optional)"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="98XXXXXXXX"
        {...field('phone')}
        error={errors.phone ?? phoneCheck.taken}
        note={phoneCheck.note}
      />
      <NewPasswordFields
        field={field}
        passwordLabel="Password"
        confirmLabel="Confirm password"
        hint="At least 8 characters. A few words together make a strong password."
      />
      <FormAlert message={formError} />
      <SubmitButton pending={signup.isPending}>Create account</SubmitButton>
      <p className="text-center text-sm text-cocoa-800">
        Already have an account?{' '}
        <Link href={loginHref(referrer)} className="font-semibold text-brand-700 hover:underline">
          Log in
        </Link>
      </p>
    </form>
  );
}
