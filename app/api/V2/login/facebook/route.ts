import { verifyFacebookToken } from '@/lib/server/auth/facebook-token';
import { facebookConfig, providerNotConfigured } from '@/lib/server/auth/providers';
import { jsonBody, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { findOrCreateSocialUser } from '@/lib/server/services/accounts/social-login';
import { facebookLoginSchema } from '@/lib/validation/social-login';
import { loginAnswer } from '../../_support/login-answer';

export const dynamic = 'force-dynamic';

/** POST {accessToken: Facebook user token} → the login answer and session cookie (contract-accounts.md). */
export const POST = write({ account: { none: 'the provider’s signed token names the person; nothing to guess' }, client: 'login-ip' }, async (request) => {
  const config = facebookConfig();
  if (!config) throw providerNotConfigured('facebook');
  const { accessToken } = parseOrThrow(facebookLoginSchema, await jsonBody(request));
  const facebook = await verifyFacebookToken(accessToken, config);
  // Facebook returns an email only once the person has confirmed it with Facebook: it counts as verified.
  const user = await findOrCreateSocialUser({
    provider: 'facebook',
    subject: facebook.id,
    email: facebook.email,
    emailVerified: facebook.email !== null,
    name: facebook.name,
  });
  return loginAnswer(request, user, 'facebook');
});
