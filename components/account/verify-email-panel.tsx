'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { returnLabel, withReferrer } from '@/lib/domain/referrer';
import { ConfirmEmailWaiting } from './confirm-email-waiting';
import { useReferrerParam } from './use-referrer-param';

/** /verify/email: waits for the confirmation, then shows /verified (both keep the page the shopper signed up from). */
export function VerifyEmailPanel() {
  const router = useRouter();
  const referrer = useReferrerParam();
  return (
    <div className="flex flex-col gap-5">
      <ConfirmEmailWaiting onConfirmed={() => router.replace(withReferrer('/verified', referrer))} />
      <p className="text-center text-sm text-cocoa-800">
        <Link href={referrer ?? '/'} className="font-semibold text-brand-700 hover:underline">
          {referrer ? returnLabel(referrer) : 'Continue shopping'}
        </Link>{' '}
        while you wait.
      </p>
    </div>
  );
}
