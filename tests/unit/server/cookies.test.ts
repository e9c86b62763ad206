/** @jest-environment node */
import { clearCookie, readCookie, setCookie, setSessionCookie, SHOP_COOKIES } from '@/lib/server/http/cookies';
import { markTrustedFront } from '@/lib/server/front/trusted-front';

// The one rule for every cookie the shop sets (lib/server/http/cookies.ts): Secure exactly when the shopper reached us
// over https as the server resolved it, HttpOnly, SameSite=Lax, Path=/, and each cookie's own lifetime.

const FRONT = Symbol.for('upahar-ghar.trusted-front');
afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[FRONT];
});

const request = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });
const setCookies = (response: Response) => response.headers.getSetCookie();

describe('Secure', () => {
  it('is set on https behind a trusted TLS-terminating proxy (the front says https, the URL says http)', () => {
    markTrustedFront();
    const response = new Response(null);
    setCookie(response, request('http://10.0.0.5:3000/api/V2/add-to-cart', { 'x-forwarded-proto': 'https' }), 'cart', 'token');
    expect(setCookies(response)).toEqual(['ug_cart=token; Path=/; Max-Age=2592000; Secure; HttpOnly; SameSite=Lax']);
  });

  it('is not set on plain http localhost, and a client claiming https without a trusted front is not believed', () => {
    const plain = new Response(null);
    setCookie(plain, request('http://localhost:3000/api/V2/search'), 'visitor', 'a'.repeat(32));
    expect(setCookies(plain)).toEqual([`ug_vid=${'a'.repeat(32)}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax`]);

    const forged = new Response(null);
    setCookie(forged, request('http://localhost:3000/api/V2/search', { 'x-forwarded-proto': 'https' }), 'visitor', 'b'.repeat(32));
    expect(setCookies(forged)[0]).not.toContain('Secure');
  });

  it('follows the scheme alone, whatever NODE_ENV says (the visitor cookie used to follow NODE_ENV)', () => {
    const env = process.env as Record<string, string | undefined>;
    const before = env.NODE_ENV;
    env.NODE_ENV = 'production';
    try {
      const response = new Response(null);
      setCookie(response, request('http://localhost:3000/api/V2/search'), 'visitor', 'c'.repeat(32));
      expect(setCookies(response)[0]).not.toContain('Secure');
    } finally {
      env.NODE_ENV = before;
    }
  });

  it('is the same on a clear as on a set, so an https browser forgets its Secure cookie', () => {
    markTrustedFront();
    const https = request('http://10.0.0.5:3000/api/V2/user-logout', { 'x-forwarded-proto': 'https' });
    const response = new Response(null);
    clearCookie(response, https, 'session');
    expect(setCookies(response)).toEqual(['ug_session=; Path=/; Max-Age=0; Secure; HttpOnly; SameSite=Lax']);

    const overHttp = new Response(null);
    clearCookie(overHttp, request('http://localhost:3000/api/V2/user-logout'), 'session');
    expect(setCookies(overHttp)).toEqual(['ug_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax']);
  });
});

describe('lifetimes', () => {
  it('keeps a guest cart 30 days, a visitor id a year, and a session until the session expires', () => {
    const http = request('http://localhost:3000/');
    const response = new Response(null);
    setCookie(response, http, 'cart', 'cart-token');
    setCookie(response, http, 'visitor', 'd'.repeat(32));
    const expiresAt = new Date('2026-03-01T06:15:00.000Z');
    setSessionCookie(response, http, 'session-token', expiresAt);
    expect(setCookies(response)).toEqual([
      'ug_cart=cart-token; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax',
      `ug_vid=${'d'.repeat(32)}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax`,
      'ug_session=session-token; Path=/; Expires=Sun, 01 Mar 2026 06:15:00 GMT; HttpOnly; SameSite=Lax',
    ]);
  });

  it('names each cookie once, and no two share a name', () => {
    const names = Object.values(SHOP_COOKIES).map((cookie) => cookie.name);
    expect(names).toEqual(['ug_session', 'ug_cart', 'ug_vid']);
  });
});

describe('one Set-Cookie per cookie', () => {
  it('lets the last word on a cookie win and keeps the others', () => {
    const http = request('http://localhost:3000/');
    const response = new Response(null, { headers: [['set-cookie', 'other=1; Path=/']] });
    setCookie(response, http, 'cart', 'first');
    setSessionCookie(response, http, 'tok', new Date('2026-01-01T00:00:00Z'));
    clearCookie(response, http, 'cart');
    expect(setCookies(response)).toEqual([
      'other=1; Path=/',
      'ug_session=tok; Path=/; Expires=Thu, 01 Jan 2026 00:00:00 GMT; HttpOnly; SameSite=Lax',
      'ug_cart=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
    ]);
  });
});

describe('readCookie', () => {
  it('reads a cookie from a request or from a page’s headers, the first one when a browser sends two', () => {
    const cookie = 'ug_vidx=no; ug_vid=first; ug_vid=second; ug_cart=a%2Fb';
    expect(readCookie(request('http://localhost:3000/', { cookie }), 'visitor')).toBe('first');
    expect(readCookie(new Headers({ cookie }), 'cart')).toBe('a/b');
  });

  it('treats a missing, empty or undecodable cookie as absent', () => {
    expect(readCookie(request('http://localhost:3000/'), 'session')).toBeNull();
    expect(readCookie(new Headers({ cookie: 'ug_session=' }), 'session')).toBeNull();
    expect(readCookie(new Headers({ cookie: 'ug_session=%E0%A4%A' }), 'session')).toBeNull();
  });
});
