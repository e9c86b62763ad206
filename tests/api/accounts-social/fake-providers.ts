import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

// Stand-ins for Google's signing keys and Facebook's Graph API, served over real HTTP on 127.0.0.1 so the code under
// test does exactly what it does in production: fetch the JWKS, call debug_token and /me.

export const GOOGLE_CLIENT_ID = 'ug-test-client.apps.googleusercontent.com';
export const FACEBOOK_APP_ID = '1234567890';
export const FACEBOOK_APP_SECRET = 'test-app-secret';
const KEY_ID = 'ug-test-key';

/** What the fake Graph API knows about one user access token. */
export type FakeFacebookToken = {
  isValid?: boolean;
  appId?: string;
  userId: string;
  name?: string;
  email?: string;
};

export type FakeProviders = {
  baseUrl: string;
  jwksUrl: string;
  graphUrl: string;
  /** A Google ID token signed with the served key (or `signWith`), defaults overridable claim by claim. */
  googleToken(claims?: JWTPayload, options?: { signWith?: CryptoKey; expiresIn?: string | number }): Promise<string>;
  /** An RS256 key the JWKS does not contain (for forged tokens). */
  otherKey: CryptoKey;
  facebookTokens: Map<string, FakeFacebookToken>;
  /** Every Graph request's path and query, to check the app token and appsecret_proof were sent. */
  graphRequests: URL[];
  /** When set, the Graph API answers every request with this status. */
  graphStatus: number | null;
  close(): Promise<void>;
};

export async function startFakeProviders(): Promise<FakeProviders> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const { privateKey: otherKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  const facebookTokens = new Map<string, FakeFacebookToken>();
  const graphRequests: URL[] = [];
  const state = { graphStatus: null as number | null };

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/google/certs') return send(200, { keys: [jwk] });
    if (url.pathname.startsWith('/graph/')) {
      graphRequests.push(url);
      if (state.graphStatus) return send(state.graphStatus, { error: { message: 'unavailable' } });
      const accessToken = url.searchParams.get('access_token') ?? '';
      if (url.pathname === '/graph/debug_token') {
        if (accessToken !== `${FACEBOOK_APP_ID}|${FACEBOOK_APP_SECRET}`) {
          return send(400, { error: { message: 'Invalid OAuth access token', code: 190 } });
        }
        const known = facebookTokens.get(url.searchParams.get('input_token') ?? '');
        if (!known) return send(200, { data: { is_valid: false, error: { code: 190, message: 'Invalid token' } } });
        return send(200, {
          data: { app_id: known.appId ?? FACEBOOK_APP_ID, type: 'USER', is_valid: known.isValid ?? true, user_id: known.userId },
        });
      }
      if (url.pathname === '/graph/me') {
        const known = facebookTokens.get(accessToken);
        const proof = createHmac('sha256', FACEBOOK_APP_SECRET).update(accessToken).digest('hex');
        if (!known || url.searchParams.get('appsecret_proof') !== proof) {
          return send(400, { error: { message: 'Invalid OAuth access token', code: 190 } });
        }
        return send(200, { id: known.userId, name: known.name, ...(known.email ? { email: known.email } : {}) });
      }
    }
    send(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    jwksUrl: `${baseUrl}/google/certs`,
    graphUrl: `${baseUrl}/graph`,
    otherKey,
    facebookTokens,
    graphRequests,
    get graphStatus() {
      return state.graphStatus;
    },
    set graphStatus(value: number | null) {
      state.graphStatus = value;
    },
    async googleToken(claims = {}, options = {}) {
      return new SignJWT({ email_verified: true, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
        .setIssuer(typeof claims.iss === 'string' ? claims.iss : 'https://accounts.google.com')
        .setAudience(claims.aud ?? GOOGLE_CLIENT_ID)
        .setIssuedAt(typeof claims.iat === 'number' ? claims.iat : undefined)
        .setExpirationTime(typeof claims.exp === 'number' ? claims.exp : (options.expiresIn ?? '1h'))
        .sign(options.signWith ?? privateKey);
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** Points the provider settings at the fake servers (or clears them). */
export function configureProviders(fake: FakeProviders | null, which: { google?: boolean; facebook?: boolean } = {}) {
  const set = (name: string, value: string | null) => {
    if (value === null) delete process.env[name];
    else process.env[name] = value;
  };
  const google = fake && which.google !== false;
  const facebook = fake && which.facebook !== false;
  set('GOOGLE_CLIENT_ID', google ? GOOGLE_CLIENT_ID : null);
  set('GOOGLE_JWKS_URL', google ? fake.jwksUrl : null);
  set('FACEBOOK_APP_ID', facebook ? FACEBOOK_APP_ID : null);
  set('FACEBOOK_APP_SECRET', facebook ? FACEBOOK_APP_SECRET : null);
  set('FACEBOOK_GRAPH_URL', facebook ? fake.graphUrl : null);
}
