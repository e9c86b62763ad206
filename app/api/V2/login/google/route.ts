import { verifyGoogleCredential } from '@/lib/server/auth/google-token';
import { googleConfig, providerNotConfigured } from '@/lib/server/auth/providers';
import { jsonBody, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { findOrCreateSocialUser } from '@/lib/server/services/accounts/social-login';
import { googleLoginSchema } from '@/lib/validation/social-login';
import { loginAnswer } from '../../_support/login-answer';

export const dynamic = 'force-dynamic';

/** POST {credential: Google ID token} → the login answer and session cookie (contract-accounts.md). */
export const POST = write({ account: { none: 'the provider’s signed token names the person; nothing to guess' }, client: 'login-ip' }, async (request) => {
  const config = googleConfig();
  if (!config) throw providerNotConfigured('google');
  const { credential } = parseOrThrow(googleLoginSchema, await jsonBody(request));
  const google = await verifyGoogleCredential(credential, config);
  const user = await findOrCreateSocialUser({
    provider: 'google',
    subject: google.sub,
    email: google.email,
    emailVerified: google.emailVerified,
    name: google.name,
  });
  return loginAnswer(request, user, 'google');
});
