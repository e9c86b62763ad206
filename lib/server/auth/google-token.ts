import 'server-only';
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { providerTokenRejected, type GoogleConfig } from './providers';

// Google Identity Services hands the browser an ID token (a JWT signed with one of Google's rotating RSA keys). We
// trust it only after checking, here on the server: the signature against Google's published keys, the issuer, that
// it was minted for OUR client id (aud), and that it has not expired.

const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

export type GoogleIdentity = {
  /** Google's stable account id: what we link on (emails can change hands, `sub` never does). */
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
};

// One key set per URL for the life of the process: jose caches the keys and refetches only for an unknown key id
// (Google rotates keys) and at most every 30 s, so a flood of forged tokens cannot turn into a flood of fetches.
const keySets = new Map<string, JWTVerifyGetKey>();

function keySet(url: string): JWTVerifyGetKey {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000, cooldownDuration: 30_000 });
    keySets.set(url, set);
  }
  return set;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The verified identity in a Google ID token, or a 401 ApiError. */
export async function verifyGoogleCredential(credential: string, config: GoogleConfig): Promise<GoogleIdentity> {
  let payload;
  try {
    ({ payload } = await jwtVerify(credential, keySet(config.jwksUrl), {
      issuer: GOOGLE_ISSUERS,
      audience: config.clientId,
      algorithms: ['RS256'],
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: 5,
    }));
  } catch (error) {
    // A bad token is the caller's problem and expected; anything else (keys unreachable, odd response) is worth a
    // line in the log. Neither the token nor its claims are logged.
    if (!(error instanceof errors.JOSEError) || error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) {
      console.warn('[auth] Google ID token check failed:', error instanceof Error ? error.name : typeof error);
    }
    throw providerTokenRejected('google');
  }
  const sub = text(payload.sub);
  if (!sub) throw providerTokenRejected('google');
  const email = text(payload.email)?.toLowerCase() ?? null;
  // Google sends a boolean; some older tokens carried the string "true".
  const verified = payload.email_verified === true || payload.email_verified === 'true';
  return { sub, email, emailVerified: Boolean(email) && verified, name: text(payload.name) };
}
