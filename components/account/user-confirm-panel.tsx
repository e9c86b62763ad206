'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { accountCalls } from '@/lib/api/hooks/use-account';
import { useUserStore, hasSession } from '@/stores/user-store';
import { Spinner } from '@/components/ui/spinner';
import { ConfirmEmailWaiting } from './confirm-email-waiting';
import { FormAlert } from './form-alert';
import { serverErrors } from './form-errors';

/**
 * /user-confirm?token: confirms the email (user-confirm) once, then shows /verified. A used or expired link shows
 * why and offers a new one.
 */
export function UserConfirmPanel({ token }: { token: string | null }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(token ? null : 'This link is incomplete. Open it again from the email.');
  const started = useRef(false);

  useEffect(() => {
    // The link token is single-use: React's development double-run of effects must not spend it twice.
    if (!token || started.current) return;
    started.current = true;
    accountCalls.confirmEmail(token).then(
      ({ user }) => {
        const store = useUserStore.getState();
        if (user && hasSession(store) && store.profile?.id === user.id) store.setUser(user);
        router.replace('/verified');
      },
      (failure: unknown) => setError(serverErrors(failure, []).form),
    );
  }, [token, router]);

  if (!error) {
    return (
      <p role="status" className="flex items-center gap-2 text-cocoa-800">
        <Spinner className="h-5 w-5 text-brand-600" /> Confirming your email…
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <FormAlert message={error} />
      <ConfirmEmailWaiting onConfirmed={() => router.replace('/verified')} />
    </div>
  );
}
