import { accountMetadata } from '@/components/account/account-metadata';
import { VerifyEmailPanel } from '@/components/account/verify-email-panel';

export const metadata = accountMetadata('Confirm your email', 'Confirm your email address to finish setting up your Upahar Ghar account.', '/verify/email');

export default function VerifyEmailPage() {
  return (
    <>
      <h1 className="mb-4 font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">Check your inbox</h1>
      <VerifyEmailPanel />
    </>
  );
}
