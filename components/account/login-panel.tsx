'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { saveLogin } from '@/lib/api/session';
import { registerHref } from '@/lib/domain/referrer';
import type { LoginAnswer } from '@/lib/domain/account-types';
import type { AuthProviders } from '@/lib/server/auth/providers';
import { OtpLoginForm } from './otp-login-form';
import { PasswordLoginForm } from './password-login-form';
import { SocialLoginButtons } from './social-login-buttons';
import { Tabs } from './tabs';

const TABS = [
  { key: 'password', label: 'Password' },
  { key: 'otp', label: 'One-time code' },
] as const;

/**
 * The login page's body. Every way of logging in ends the same: keep the token, set the user, and go to the page
 * the visitor came from (`referrer`, already checked to be one of ours) or the profile.
 */
export function LoginPanel({ referrer, providers }: { referrer: string; providers: AuthProviders }) {
  const router = useRouter();
  const [tab, setTab] = useState<(typeof TABS)[number]['key']>('password');
  const hasSocial = Boolean(providers.google || providers.facebook);

  const onLoggedIn = (answer: LoginAnswer) => {
    saveLogin(answer);
    router.replace(referrer);
  };

  return (
    <div className="flex flex-col gap-6">
      <Tabs tabs={TABS} active={tab} onChange={setTab} label="How to log in">
        {tab === 'password' ? <PasswordLoginForm onLoggedIn={onLoggedIn} /> : <OtpLoginForm onLoggedIn={onLoggedIn} />}
      </Tabs>
      {hasSocial ? (
        <>
          <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-gray-700" aria-hidden="true">
            <span className="h-px flex-1 bg-cocoa-100" />
            or
            <span className="h-px flex-1 bg-cocoa-100" />
          </div>
          <SocialLoginButtons providers={providers} onLoggedIn={onLoggedIn} />
        </>
      ) : null}
      <p className="text-center text-sm text-cocoa-800">
        New to Upahar Ghar?{' '}
        <Link href={registerHref(referrer)} className="font-semibold text-brand-700 hover:underline">
          Create an account
        </Link>
      </p>
    </div>
  );
}
