'use client';

import { PasswordField } from './password-field';

type FieldProps = { name: string; value: string; onChange: (event: { target: { value: string } }) => void; error?: string | null };

type Props = {
  /** useFormState's `field`: the props for `password` and `confirmPassword`. */
  field: (name: 'password' | 'confirmPassword') => FieldProps;
  passwordLabel?: string;
  confirmLabel?: string;
  hint?: string;
};

/** A new password and its confirmation (sign-up, change password, reset password): same rules, same help text. */
export function NewPasswordFields({
  field,
  passwordLabel = 'New password',
  confirmLabel = 'Confirm new password',
  hint = 'At least 8 characters.',
}: Props) {
  return (
    <>
      <PasswordField label={passwordLabel} autoComplete="new-password" {...field('password')} note={{ tone: 'info', text: hint }} />
      <PasswordField label={confirmLabel} autoComplete="new-password" {...field('confirmPassword')} />
    </>
  );
}
