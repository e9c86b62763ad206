'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { accountCalls, useAccountMutation } from '@/lib/api/hooks/use-account';
import type { LoginAnswer } from '@/lib/domain/account-types';
import { loginSchema } from '@/lib/validation/account';
import { FormAlert } from './form-alert';
import { serverErrors, zodFieldErrors, type FieldErrors } from './form-errors';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

const FIELDS = ['identifier', 'password'] as const;

/** Email, phone or username + password → login/user. A refused login shows the server's message (SPEC §8). */
export function PasswordLoginForm({ onLoggedIn }: { onLoggedIn: (answer: LoginAnswer) => void }) {
  const [values, setValues] = useState({ identifier: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [noAccount, setNoAccount] = useState(false);
  const login = useAccountMutation('loginPassword');

  const set = (field: (typeof FIELDS)[number]) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    setNoAccount(false);
    const parsed = loginSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    login.mutate([{ identifier: parsed.data.identifier, password: parsed.data.password }], {
      onSuccess: onLoggedIn,
      onError: (error) => {
        const { fields, form } = serverErrors(error, FIELDS);
        setErrors(fields);
        setFormError(form);
        // login/check (SPEC §7): a wrong identifier is more often "no account yet" than a typo worth retyping.
        accountCalls.loginCheck(parsed.data.identifier).then(
          (answer) => setNoAccount(!answer.exists),
          () => setNoAccount(false),
        );
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Log in with your password">
      <TextField
        label="Email, phone or username"
        name="identifier"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={values.identifier}
        onChange={set('identifier')}
        error={errors.identifier}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
      />
      <div className="-mt-1 text-right">
        <Link href="/reset-password" className="text-sm font-medium text-brand-700 hover:underline">
          Forgot password?
        </Link>
      </div>
      <FormAlert message={formError} />
      {noAccount ? (
        <FormAlert
          tone="info"
          message={`We could not find an account for “${values.identifier.trim()}”. New here? Create an account below.`}
        />
      ) : null}
      <SubmitButton pending={login.isPending}>Log in</SubmitButton>
    </form>
  );
}
