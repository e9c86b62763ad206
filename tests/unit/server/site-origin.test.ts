/** @jest-environment node */
import { absoluteLink, isShopOrigin, linkOrigin, trustedOrigin } from '@/lib/server/site-origin';

const SAVED = { SITE_URL: process.env.SITE_URL, PORT: process.env.PORT, ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS };
beforeEach(() => {
  delete process.env.SITE_URL;
  delete process.env.PORT;
  delete process.env.ALLOWED_ORIGINS;
});
afterAll(() => {
  for (const [name, value] of Object.entries(SAVED)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('link origins', () => {
  it('with SITE_URL configured every link uses it, whatever host the request came to', () => {
    process.env.SITE_URL = 'https://upahar.example/';
    for (const requested of ['http://127.0.0.1:3000', 'http://localhost:3000', 'https://evil.example', null]) {
      expect(linkOrigin('requester', requested)).toBe('https://upahar.example');
      expect(linkOrigin('anyone', requested)).toBe('https://upahar.example');
    }
    expect(trustedOrigin()).toBe('https://upahar.example');
    expect(absoluteLink('/profile/orders/view-order/7')).toBe('https://upahar.example/profile/orders/view-order/7');
  });

  it('in the demo a link for the requester follows the loopback host they used; a link for anyone never does', () => {
    process.env.PORT = '3100';
    expect(trustedOrigin()).toBe('http://localhost:3100');
    expect(linkOrigin('requester', 'http://127.0.0.1:3100')).toBe('http://127.0.0.1:3100');
    expect(linkOrigin('requester', 'http://[::1]:3100')).toBe('http://[::1]:3100');
    expect(linkOrigin('requester', 'http://localhost:3100')).toBe('http://localhost:3100');
    expect(linkOrigin('anyone', 'http://127.0.0.1:3100')).toBe('http://localhost:3100');
    expect(linkOrigin('requester', null)).toBe('http://localhost:3100');
  });

  it('in the demo a forged or foreign Host is not followed, unless ALLOWED_ORIGINS lists it', () => {
    expect(linkOrigin('requester', 'http://evil.example')).toBe('http://localhost:3000');
    expect(linkOrigin('requester', 'http://127.0.0.1.evil.example')).toBe('http://localhost:3000');
    expect(linkOrigin('requester', 'http://192.168.1.20:3000')).toBe('http://localhost:3000');
    expect(linkOrigin('requester', 'javascript://127.0.0.1')).toBe('http://localhost:3000');
    expect(isShopOrigin('http://user@127.0.0.1')).toBe(false);
    process.env.ALLOWED_ORIGINS = 'http://192.168.1.20:3000,https://demo.example';
    expect(linkOrigin('requester', 'http://192.168.1.20:3000')).toBe('http://192.168.1.20:3000');
    expect(linkOrigin('requester', 'http://192.168.1.20:4000')).toBe('http://localhost:3000');
    expect(linkOrigin('anyone', 'https://demo.example')).toBe('http://localhost:3000');
  });
});
