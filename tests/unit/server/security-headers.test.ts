/** @jest-environment node */
import {
  contentSecurityPolicy,
  isUploadedFilePath,
  securityHeaders,
  securityHeadersByRequest,
  UPLOADED_FILE_POLICY,
} from '@/lib/server/front/security-headers';

const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
const saved = { ...process.env };
beforeEach(() => {
  delete process.env.GOOGLE_CLIENT_ID;
  delete process.env.FACEBOOK_APP_ID;
  delete process.env.PAYMENT_SIMULATOR_URL;
  delete process.env.ALLOWED_ORIGINS;
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

  it('demo: lets a shopper post to the simulator on the very host they are on, 127.0.0.1 or localhost', () => {
    Object.assign(process.env, { NODE_ENV: 'production', PAYMENT_SIMULATOR: '1', PORT: '3999' });
    delete process.env.SITE_URL;
    delete process.env.ESEWA_FORM_URL;
    expect(directive(contentSecurityPolicy('http://127.0.0.1:3999'), 'form-action')).toBe("form-action 'self' http://127.0.0.1:3999");
    expect(directive(contentSecurityPolicy('http://localhost:3999'), 'form-action')).toBe("form-action 'self' http://localhost:3999");
    // A host the demo does not answer at is never followed: the shop's own address.
    expect(directive(contentSecurityPolicy('http://evil.example'), 'form-action')).toBe("form-action 'self' http://localhost:3999");
    // With SITE_URL one policy for everyone, whatever the Host.
    process.env.SITE_URL = 'https://upahar.example';
    for (const origin of ['http://127.0.0.1:3999', 'http://localhost:3999', 'http://evil.example']) {
      expect(directive(contentSecurityPolicy(origin), 'form-action')).toBe("form-action 'self' https://upahar.example");
    }
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

describe('the production server’s headers per request', () => {
  it('gives uploaded files their own policy, however the path is spelled, and every other answer the site’s', () => {
    Object.assign(process.env, { NODE_ENV: 'production', PAYMENT_SIMULATOR: '1', PORT: '3999' });
    delete process.env.SITE_URL;
    const headersFor = securityHeadersByRequest();
    const csp = (path: string, origin = 'http://127.0.0.1:3999'): string =>
      Object.fromEntries(headersFor({ origin, https: false, path }))['Content-Security-Policy'] ?? '';
    const id = '0b6c4a3e-1f2d-4e5f-8a9b-0c1d2e3f4a5b';
    for (const path of [`/media/uploads/${id}`, `/media/uploads/${id}?v=2`, `/media/ticket-attachments/${id}`, `/media/x/../uploads/${id}`, `/media/.%2e/media/uploads/${id}`]) {
      expect(csp(path)).toBe(UPLOADED_FILE_POLICY);
    }
    expect(UPLOADED_FILE_POLICY).toBe("default-src 'none'; sandbox");
    for (const path of ['/', '/media/product/cake.svg', '/api/V2/cart', '/uploads/media/']) {
      expect(csp(path)).toContain("script-src 'self' 'unsafe-inline'");
      expect(isUploadedFilePath(path)).toBe(false);
    }
    // The site's form-action follows the host asked for, request by request.
    expect(directive(csp('/', 'http://localhost:3999'), 'form-action')).toBe("form-action 'self' http://localhost:3999");
    expect(directive(csp('/', 'http://127.0.0.1:3999'), 'form-action')).toBe("form-action 'self' http://127.0.0.1:3999");
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

describe('the headers that never vary', () => {
  it('are the ones next.config.mjs carries, and the front server sends them too', async () => {
    const { STATIC_SECURITY_HEADERS } = await import('@/lib/server/front/static-security-headers.mjs');
    const sent = securityHeaders("default-src 'self'", false);
    for (const { key, value } of STATIC_SECURITY_HEADERS) expect(sent[key]).toBe(value);
    expect(STATIC_SECURITY_HEADERS.map(({ key }) => key)).toEqual(['X-Content-Type-Options', 'X-Frame-Options', 'Referrer-Policy', 'Permissions-Policy']);
  });
});
