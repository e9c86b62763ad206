import { accountMetadata } from '@/components/account/account-metadata';
import { ForgotPasswordForm } from '@/components/account/forgot-password-form';
import { NewPasswordForm } from '@/components/account/new-password-form';

export const metadata = accountMetadata('Reset your password', 'Choose a new password for your Upahar Ghar account.', '/reset-password');

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Without a token: ask for the email. With ?token (the emailed link): choose the new password.
export default async function ResetPasswordPage({ searchParams }: Props) {
  const raw = (await searchParams).token;
  const token = (Array.isArray(raw) ? raw[0] : raw)?.trim() || null;
  return (
    <>
      <h1 className="mb-4 font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">
        {token ? 'Choose a new password' : 'Reset your password'}
      </h1>
      {token ? <NewPasswordForm token={token} /> : <ForgotPasswordForm />}
    </>
  );
}
