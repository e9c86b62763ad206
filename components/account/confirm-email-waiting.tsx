'use client';

import { useEffect, useEffectEvent, useState, type FormEvent } from 'react';
import { accountCalls, useAccountMutation } from '@/lib/api/hooks/use-account';
import { readAccessToken } from '@/lib/api/access-token';
import type { PublicUser } from '@/lib/domain/account-types';
import { emailSchema } from '@/lib/validation/account';
import { useUserStore } from '@/stores/user-store';
import { EmailField } from './email-field';
import { FormAlert } from './form-alert';
import { serverErrors } from './form-errors';
import { useCooldown } from './use-cooldown';
import { buttonClasses } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/spinner';

export const CONFIRM_POLL_MS = 5000;
const RESEND_COOLDOWN_SECONDS = 60;

/**
 * "Check your inbox": the email waiting to be confirmed, a resend button, and — when this device is logged in — a
 * quiet check every few seconds (validate-token), so confirming in another tab or on the phone moves on by itself.
 */
export function ConfirmEmailWaiting({
  onConfirmed,
  email: knownEmail,
  signedIn,
}: {
  onConfirmed: (user: PublicUser) => void;
  /** The address waiting for confirmation when the server already knows it (the guarded profile layout). */
  email?: string | null;
  /** The server saw a session (cookie); otherwise this device's login state decides. */
  signedIn?: boolean;
}) {
  const profile = useUserStore((s) => s.profile);
  const status = useUserStore((s) => s.status);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const cooldown = useCooldown();
  const resend = useAccountMutation('resendConfirmation');
  const loggedInHere = signedIn ?? (status === 'unconfirmed' || status === 'authenticated');
  const waitingEmail = knownEmail ?? profile?.email ?? null;

  const confirmed = useEffectEvent((user: PublicUser) => onConfirmed(user));
  useEffect(() => {
    // The cookie authenticates validate-token too, so a server-known session polls even without a stored token.
    if (!loggedInHere || (signedIn === undefined && !readAccessToken())) return;
    const timer = setInterval(() => {
      accountCalls.validateToken().then(
        ({ user }) => {
          if (!user.confirmed) return;
          useUserStore.getState().setUser(user);
          confirmed(user);
        },
        () => {}, // a hiccup: the next tick tries again; a 401 is the bootstrap's business
      );
    }, CONFIRM_POLL_MS);
    return () => clearInterval(timer);
  }, [loggedInHere, signedIn]);

  const onResend = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    let target: string | undefined;
    if (!loggedInHere) {
      const parsed = emailSchema.safeParse(email);
      if (!parsed.success) {
        setEmailError(parsed.error.issues[0]?.message ?? null);
        return;
      }
      target = parsed.data;
    }
    setEmailError(null);
    resend.mutate([target], {
      onSuccess: (answer) => {
        setMessage({ tone: 'success', text: answer.message });
        cooldown.start(RESEND_COOLDOWN_SECONDS);
      },
      onError: (error) => {
        const { fields, form } = serverErrors(error, ['email']);
        setEmailError(fields.email ?? null);
        if (form) setMessage({ tone: 'error', text: form });
      },
    });
  };

  if (status === 'checking' && signedIn === undefined) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-cocoa-800">
        <Spinner className="h-4 w-4 text-brand-600" /> Loading Please Wait
      </p>
    );
  }

  return (
    <form onSubmit={onResend} noValidate className="flex flex-col gap-4" aria-label="Resend the confirmation email">
      {loggedInHere && waitingEmail ? (
        <p className="text-cocoa-900">
          We sent a confirmation link to <strong className="break-all">{waitingEmail}</strong>. Open it to confirm your email
          address; this page moves on by itself once you have.
        </p>
      ) : (
        <>
          <p className="text-cocoa-900">
            We sent you a confirmation link. Open it to confirm your email address. Did not get it? Enter your email and we will
            send a new one.
          </p>
          <EmailField
            name="email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setEmailError(null);
            }}
            error={emailError}
          />
        </>
      )}
      <p className="text-sm text-gray-700">Cannot find it? Look in your spam or promotions folder.</p>
      <FormAlert tone={message?.tone ?? 'error'} message={message?.text} />
      <button
        type="submit"
        disabled={resend.isPending || cooldown.remaining > 0}
        className={buttonClasses('secondary', 'lg', 'w-full')}
      >
        {resend.isPending ? <Spinner className="h-4 w-4" /> : null}
        {cooldown.remaining > 0 ? `Resend in ${cooldown.remaining}s` : 'Resend confirmation email'}
      </button>
    </form>
  );
}
