'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { accountCalls, useAccountMutation } from '@/lib/api/hooks/use-account';
import type { LoginAnswer } from '@/lib/domain/account-types';
import { loginSchema } from '@/lib/validation/account';
import { FormAlert } from './form-alert';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import { TextField, verbatimInput } from './text-field';
import { useFormState } from './use-form-state';
import { useRevealProblems } from '@/components/ui/reveal';

const FIELDS = ['identifier', 'password'] as const;

/** Email, phone or username + password → login/user. A refused login shows the server's message (SPEC §8). */
export function PasswordLoginForm({ onLoggedIn }: { onLoggedIn: (answer: LoginAnswer) => void }) {
  const { attach, showProblems } = useRevealProblems<HTMLFormElement>();
  const form = useFormState(FIELDS, { identifier: '', password: '' }, undefined, showProblems);
  const [noAccount, setNoAccount] = useState(false);
  const login = useAccountMutation('loginPassword');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNoAccount(false);
    const input = form.validate(loginSchema, form.values);
    if (!input) return;
    login.mutate([{ identifier: input.identifier, password: input.password }], {
      onSuccess: onLoggedIn,
      onError: (error) => {
        form.showServerError(error);
        // login/check (SPEC §7): a wrong identifier is more often "no account yet" than a typo worth retyping.
        accountCalls.loginCheck(input.identifier).then(
          (answer) => setNoAccount(!answer.exists),
          () => setNoAccount(false),
        );
      },
    });
  };

  return (
    <form ref={attach} onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Log in with your password">
      <TextField
        label="Email, phone or username"
        autoComplete="username"
        {...verbatimInput}
        {...form.field('identifier')}
      />
      <PasswordField label="Password" autoComplete="current-password" {...form.field('password')} />
      <div className="-mt-1 text-right">
        <Link href="/reset-password" className="text-sm font-medium text-brand-700 hover:underline">
          Forgot password?
        </Link>
      </div>
      <FormAlert message={form.formError} />
      {noAccount ? (
        <FormAlert
          tone="info"
          message={`We could not find an account for “${form.values.identifier.trim()}”. New here? Create an account below.`}
        />
      ) : null}
      <SubmitButton pending={login.isPending}>Log in</SubmitButton>
    </form>
  );
}
