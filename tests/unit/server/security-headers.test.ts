/** @jest-environment node */
import { contentSecurityPolicy, securityHeaders } from '@/lib/server/http/security-headers';

const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
const saved = { ...process.env };
beforeEach(() => {
  delete process.env.GOOGLE_CLIENT_ID;
  delete process.env.FACEBOOK_APP_ID;
});
afterEach(() => {
  process.env = { ...saved };
});

describe('the Content-Security-Policy', () => {
  it('lets forms post only here and to the eSewa form host the payment settings name (UAT by default in production)', () => {
    Object.assign(process.env, { NODE_ENV: 'production', SITE_URL: 'https://upahar.example', PAYMENT_SIMULATOR: '' });
    delete process.env.ESEWA_FORM_URL;
    expect(directive(contentSecurityPolicy(), 'form-action')).toBe(
      "form-action 'self' https://rc-epay.esewa.com.np https://upahar.example",
    );
    process.env.ESEWA_FORM_URL = 'https://epay.esewa.com.np/api/epay/main/v2/form';
    expect(directive(contentSecurityPolicy(), 'form-action')).toBe(
      "form-action 'self' https://epay.esewa.com.np https://upahar.example",
    );
  });

  it('with the simulator, allows its origin (where the form and its pages are)', () => {
    Object.assign(process.env, { NODE_ENV: 'production', SITE_URL: 'http://127.0.0.1:3000', PAYMENT_SIMULATOR: '1', PAYMENT_SIMULATOR_URL: 'http://sim.local:4000' });
    delete process.env.ESEWA_FORM_URL;
    expect(directive(contentSecurityPolicy(), 'form-action')).toBe(
      "form-action 'self' http://sim.local:4000 http://127.0.0.1:3000",
    );
  });

  it('shuts plugins, framing, <base>, eval and every script origin but ours', () => {
    const csp = contentSecurityPolicy();
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'unsafe-inline'");
  });

  it('opens the social login SDK hosts only when that login is configured', () => {
    const none = contentSecurityPolicy();
    expect(none).not.toContain('accounts.google.com');
    expect(none).not.toContain('facebook');
    Object.assign(process.env, { GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com', FACEBOOK_APP_ID: '123' });
    const both = contentSecurityPolicy();
    expect(directive(both, 'script-src')).toBe("script-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/client https://connect.facebook.net");
    expect(directive(both, 'frame-src')).toContain('https://accounts.google.com/gsi/');
  });
});

test('HSTS only over https; the other headers always', () => {
  const overHttp = securityHeaders('csp', false);
  expect(overHttp).toEqual({
    'Content-Security-Policy': 'csp',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()',
  });
  expect(securityHeaders('csp', true)).toEqual({ ...overHttp, 'Strict-Transport-Security': 'max-age=31536000' });
});
