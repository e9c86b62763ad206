'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { ConfirmEmailWaiting } from './confirm-email-waiting';

/** /verify/email: waits for the confirmation, then shows /verified. */
export function VerifyEmailPanel() {
  const router = useRouter();
  return (
    <div className="flex flex-col gap-5">
      <ConfirmEmailWaiting onConfirmed={() => router.replace('/verified')} />
      <p className="text-center text-sm text-cocoa-800">
        <Link href="/" className="font-semibold text-brand-700 hover:underline">
          Continue shopping
        </Link>{' '}
        while you wait.
      </p>
    </div>
  );
}
