'use client';

import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { socialIcons } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { endpoints } from '@/lib/api/endpoints';
import { apiErrorMessage } from '@/lib/api/errors';
import type { LoginAnswer } from '@/lib/domain/account-types';
// Type only (erased from the bundle): the shape GET auth-providers answers and the login page passes in.
import type { AuthProviders } from '@/lib/server/auth/providers';

// "Continue with Google / Facebook". The provider scripts are fetched only when this component mounts (never on
// pages without it), and only for the providers the shop is configured for: an unconfigured provider shows nothing.
// The browser only ever obtains a provider token; the server verifies it and opens the session (login/google,
// login/facebook), answering the same login envelope as a password login.

type Props = {
  providers: AuthProviders;
  /** Called with the login answer's data once the server has accepted the provider's token. */
  onLoggedIn: (data: LoginAnswer) => void;
};

const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';
const FACEBOOK_SCRIPT = 'https://connect.facebook.net/en_US/sdk.js';
/** Same Graph API version the server verifies against (lib/server/auth/providers.ts). */
const FACEBOOK_SDK_VERSION = 'v26.0';
export const SOCIAL_LOGIN_FALLBACK_ERROR = 'An unexpected error occurred.'; // SPEC §8

type GoogleCredentialResponse = { credential?: string };
type GoogleIdApi = {
  initialize(options: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    ux_mode?: 'popup' | 'redirect';
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
  }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
};
type FacebookLoginResponse = { status?: string; authResponse?: { accessToken?: string } | null };
type FacebookSdk = {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (response: FacebookLoginResponse) => void, options?: { scope: string }): void;
};

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdApi } };
    FB?: FacebookSdk;
    fbAsyncInit?: () => void;
  }
}

type LoadState = 'loading' | 'ready' | 'failed';

const scriptLoads = new Map<string, Promise<void>>();

/** Adds a third-party script once per page; a failed load can be retried by a later mount. */
function loadScript(src: string): Promise<void> {
  let load = scriptLoads.get(src);
  if (!load) {
    load = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scriptLoads.delete(src);
        script.remove();
        reject(new Error(`Could not load ${src}`));
      };
      document.head.appendChild(script);
    });
    scriptLoads.set(src, load);
  }
  return load;
}

async function loadFacebookSdk(appId: string): Promise<FacebookSdk> {
  if (!window.FB) {
    // The SDK calls fbAsyncInit when it is ready; `FB` exists from the moment the script has run.
    const ready = new Promise<void>((resolve) => {
      window.fbAsyncInit = () => resolve();
    });
    await loadScript(FACEBOOK_SCRIPT);
    if (!window.FB) await ready;
  }
  const sdk = window.FB;
  if (!sdk) throw new Error('Facebook SDK missing');
  sdk.init({ appId, version: FACEBOOK_SDK_VERSION, cookie: false, xfbml: false });
  return sdk;
}

export function SocialLoginButtons({ providers, onLoggedIn }: Props) {
  const googleClientId = providers.google?.clientId ?? null;
  const facebookAppId = providers.facebook?.appId ?? null;
  const googleSlot = useRef<HTMLDivElement>(null);
  const [googleState, setGoogleState] = useState<LoadState>('loading');
  const [facebookState, setFacebookState] = useState<LoadState>('loading');
  const [busy, setBusy] = useState<'google' | 'facebook' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(provider: 'google' | 'facebook', body: Record<string, string>) {
    setBusy(provider);
    setError(null);
    try {
      // Loaded on use: axios stays out of the page's first-load JavaScript.
      const { api } = await import('@/lib/api/client');
      const path = provider === 'google' ? endpoints.loginGoogle : endpoints.loginFacebook;
      const response = await api.post<{ data: LoginAnswer }>(path, body);
      onLoggedIn(response.data.data);
    } catch (failure) {
      setError(apiErrorMessage(failure, SOCIAL_LOGIN_FALLBACK_ERROR));
    } finally {
      setBusy(null);
    }
  }

  const onGoogleCredential = useEffectEvent((response: GoogleCredentialResponse) => {
    if (response.credential) void submit('google', { credential: response.credential });
    else setError(SOCIAL_LOGIN_FALLBACK_ERROR);
  });

  useEffect(() => {
    if (!googleClientId) return;
    let cancelled = false;
    (async () => {
      try {
        if (!window.google?.accounts?.id) await loadScript(GOOGLE_SCRIPT);
      } catch {
        if (!cancelled) setGoogleState('failed');
        return;
      }
      const gis = window.google?.accounts?.id;
      const slot = googleSlot.current;
      if (cancelled || !slot) return;
      if (!gis) return setGoogleState('failed');
      gis.initialize({
        client_id: googleClientId,
        callback: (response) => onGoogleCredential(response),
        ux_mode: 'popup',
        auto_select: false,
        cancel_on_tap_outside: true,
      });
      // Google draws its own button (its branding rules); 200–400 px is the width range it accepts.
      const width = Math.min(400, Math.max(200, Math.round(slot.getBoundingClientRect().width)));
      gis.renderButton(slot, { type: 'standard', theme: 'outline', size: 'large', text: 'continue_with', shape: 'pill', width });
      setGoogleState('ready');
    })();
    return () => {
      cancelled = true;
    };
  }, [googleClientId]);

  useEffect(() => {
    if (!facebookAppId) return;
    let cancelled = false;
    // Loaded ahead of the click: FB.login must run inside the click itself, or the browser blocks its popup.
    loadFacebookSdk(facebookAppId).then(
      () => !cancelled && setFacebookState('ready'),
      () => !cancelled && setFacebookState('failed'),
    );
    return () => {
      cancelled = true;
    };
  }, [facebookAppId]);

  if (!googleClientId && !facebookAppId) return null;

  function loginWithFacebook() {
    const sdk = window.FB;
    if (facebookState !== 'ready' || !sdk) {
      setError(
        facebookState === 'failed'
          ? 'Facebook login could not be loaded. Check your connection or log in another way.'
          : 'Facebook login is still loading. Please try again in a moment.',
      );
      return;
    }
    setError(null);
    sdk.login(
      (response) => {
        const accessToken = response.authResponse?.accessToken;
        // No token means the person closed the dialog or declined: nothing to report.
        if (accessToken) void submit('facebook', { accessToken });
      },
      { scope: 'public_profile,email' },
    );
  }

  return (
    <div className="flex flex-col items-stretch gap-3">
      {googleClientId && (
        <div className="flex min-h-11 flex-col items-center justify-center gap-2">
          {/* GIS replaces this slot's content with its button; kept at the button's height so nothing jumps. */}
          <div ref={googleSlot} className="flex w-full max-w-[400px] justify-center" data-provider="google" />
          {googleState === 'failed' && (
            <p className="text-sm text-cocoa-700">Google login could not be loaded. Check your connection or log in another way.</p>
          )}
        </div>
      )}
      {facebookAppId && (
        <button
          type="button"
          onClick={loginWithFacebook}
          disabled={busy !== null}
          aria-busy={busy === 'facebook'}
          className="mx-auto inline-flex min-h-11 w-full max-w-[400px] items-center justify-center gap-2 rounded-full bg-[#1877F2] px-5 text-sm font-semibold text-white transition-colors hover:bg-[#166FE5] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[#1877F2] disabled:cursor-not-allowed disabled:opacity-60"
        >
          {busy === 'facebook' ? <Spinner className="h-5 w-5 text-white" /> : socialIcons.facebook?.({ className: 'h-5 w-5' })}
          Continue with Facebook
        </button>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {busy ? 'Logging you in…' : ''}
      </p>
      {error && (
        <p role="alert" className="text-center text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
