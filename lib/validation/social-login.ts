import { z } from 'zod';
import { text } from './text';

// Bodies of login/google and login/facebook: the provider's token, checked with the provider (lib/server/auth).

export const googleLoginSchema = z.object({
  credential: text({ error: 'The Google login did not send a credential.' })
    .trim()
    .min(1, { error: 'The Google login did not send a credential.' })
    .max(8192, { error: 'The Google credential is too long.' }),
});

export const facebookLoginSchema = z.object({
  accessToken: text({ error: 'The Facebook login did not send an access token.' })
    .trim()
    .min(1, { error: 'The Facebook login did not send an access token.' })
    .max(4096, { error: 'The Facebook access token is too long.' }),
});
