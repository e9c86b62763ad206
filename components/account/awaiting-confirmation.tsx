'use client';

import { useRouter } from 'next/navigation';
import { ConfirmEmailWaiting } from './confirm-email-waiting';
import { LogoutButton } from './logout-button';

/**
 * SPEC §4: "a token with the user not yet confirmed shows a loading page". Shown by the guarded profile layout in
 * place of the page until the email is confirmed; then the page loads by itself.
 */
export function AwaitingConfirmation({ email }: { email: string | null }) {
  const router = useRouter();
  return (
    <section aria-labelledby="awaiting-title" className="w-full max-w-lg">
      <div className="rounded-3xl border border-cocoa-100 bg-white p-6 shadow-sm sm:p-8">
        <p role="status" className="mb-3 flex items-center gap-2 text-sm font-medium text-brand-700">
          <span className="relative flex h-2.5 w-2.5" aria-hidden="true">
            <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-brand-400 opacity-75" />
            <span className="relative inline-flex h-2.5 w-2.5 rounded-full bg-brand-600" />
          </span>
          Waiting for your email confirmation
        </p>
        <h1 id="awaiting-title" className="mb-4 font-display text-2xl font-bold text-cocoa-900">
          Confirm your email to continue
        </h1>
        <ConfirmEmailWaiting email={email} signedIn onConfirmed={() => router.refresh()} />
        <div className="mt-6 border-t border-cocoa-100 pt-4 text-center">
          <LogoutButton variant="ghost" />
        </div>
      </div>
    </section>
  );
}
