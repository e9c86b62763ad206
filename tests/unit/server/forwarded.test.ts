/** @jest-environment node */
import type { IncomingMessage } from 'node:http';
import { clientAddress, isHttpsRequest, requestOrigin, UNKNOWN_CLIENT } from '@/lib/server/http/client';
import { normaliseAddress, parseTrustedProxies, resolveForwarded } from '@/lib/server/front/forwarded';
import { applyTrustedForwarding, behindTrustedFront, markTrustedFront } from '@/lib/server/front/trusted-front';

const none = parseTrustedProxies(undefined);
const connection = (remoteAddress: string, headers: Record<string, string> = {}, encrypted = false) => ({
  remoteAddress,
  encrypted,
  headers: { host: 'shop.example', ...headers },
});
const FORGED = { 'x-forwarded-for': '10.77.2.2', 'x-real-ip': '10.77.2.3', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' };

describe('resolveForwarded without TRUSTED_PROXIES', () => {
  it('is the socket, whatever forwarded headers the client made up', () => {
    expect(resolveForwarded(connection('203.0.113.9', FORGED), none)).toEqual({ address: '203.0.113.9', proto: 'http', host: 'shop.example' });
    expect(resolveForwarded(connection('::ffff:127.0.0.1', FORGED), none).address).toBe('127.0.0.1');
    expect(resolveForwarded(connection('::1', FORGED, true), none)).toEqual({ address: '::1', proto: 'https', host: 'shop.example' });
  });
});

describe('resolveForwarded behind trusted proxies', () => {
  const proxy = parseTrustedProxies('10.0.0.5');
  const chain = parseTrustedProxies('10.0.0.0/8, loopback');

  it('takes the address the trusted proxy appended, never the entries a client put before it', () => {
    const client = resolveForwarded(connection('10.0.0.5', { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }), proxy);
    expect(client.address).toBe('203.0.113.9');
  });

  it('walks back through every trusted proxy to the first address that is not one', () => {
    const headers = { 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.2.0.1, 127.0.0.2' };
    expect(resolveForwarded(connection('10.0.0.5', headers), chain).address).toBe('203.0.113.9');
    // Each proxy appending its own header line: Node joins them, the order still holds.
    const lines = { 'x-forwarded-for': ['6.6.6.6, 203.0.113.9', '10.2.0.1'] as unknown as string };
    expect(resolveForwarded(connection('10.0.0.5', lines), chain).address).toBe('203.0.113.9');
  });

  it('stops at the last trusted hop on a malformed entry, and ignores ports and IPv4-mapped forms', () => {
    expect(resolveForwarded(connection('10.0.0.5', { 'x-forwarded-for': 'not-an-ip, 10.2.0.1' }), chain).address).toBe('10.2.0.1');
    expect(resolveForwarded(connection('::ffff:10.0.0.5', { 'x-forwarded-for': '203.0.113.9:5123' }), proxy).address).toBe('203.0.113.9');
    expect(resolveForwarded(connection('10.0.0.5', { 'x-forwarded-for': '[2001:db8::7]:443' }), proxy).address).toBe('2001:db8::7');
  });

  it('believes X-Real-IP, -Proto and -Host only from the trusted proxy', () => {
    const headers = { 'x-real-ip': '198.51.100.4', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'Upahar.Example' };
    expect(resolveForwarded(connection('10.0.0.5', headers), proxy)).toEqual({ address: '198.51.100.4', proto: 'https', host: 'upahar.example' });
    expect(resolveForwarded(connection('10.0.0.6', headers), proxy)).toEqual({ address: '10.0.0.6', proto: 'http', host: 'shop.example' });
    // A forwarded value that is not a protocol or a host name is not used.
    const odd = { 'x-forwarded-proto': 'javascript', 'x-forwarded-host': 'a/b@c' };
    expect(resolveForwarded(connection('10.0.0.5', odd), proxy)).toMatchObject({ proto: 'http', host: 'shop.example' });
  });
});

describe('parseTrustedProxies', () => {
  it('reads addresses, CIDR ranges and the loopback/private names', () => {
    const trusted = parseTrustedProxies(' 192.0.2.1 , 10.1.0.0/16, 2001:db8::/32, loopback ');
    expect(['192.0.2.1', '10.1.255.3', '2001:db8::9', '127.0.0.2', '::1'].every((a) => trusted.trusts(a))).toBe(true);
    expect(['192.0.2.2', '10.2.0.1', '2001:db9::1', '8.8.8.8'].some((a) => trusted.trusts(a))).toBe(false);
    expect(parseTrustedProxies('private').trusts('172.20.1.1')).toBe(true);
    expect(parseTrustedProxies('').trusts('127.0.0.1')).toBe(false);
  });

  it('refuses an entry it cannot read, naming it', () => {
    for (const bad of ['proxy.example', '10.0.0.0/33', '1.2.3.4/8/1', '300.1.1.1', '::1/129']) {
      expect(() => parseTrustedProxies(`10.0.0.1,${bad}`)).toThrow(`"${bad}"`);
    }
  });

  it('normalises what sockets and proxies write', () => {
    expect(normaliseAddress('::FFFF:127.0.0.1')).toBe('127.0.0.1');
    expect(normaliseAddress(' 2001:DB8::1 ')).toBe('2001:db8::1');
    expect(normaliseAddress('unknown')).toBeNull();
  });
});

describe('the trusted front and what route handlers read', () => {
  const FRONT = Symbol.for('upahar-ghar.trusted-front');
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[FRONT];
  });

  it('replaces every forwarded header a client sent with the resolved client', () => {
    const req = {
      socket: { remoteAddress: '::ffff:127.0.0.3' },
      headers: { host: 'shop.example', ...FORGED, forwarded: 'for=10.77.2.4', 'x-forwarded-port': '443' },
    } as unknown as IncomingMessage;
    applyTrustedForwarding(req, none);
    expect(req.headers).toEqual({ host: 'shop.example', 'x-forwarded-for': '127.0.0.3', 'x-forwarded-proto': 'http', 'x-forwarded-host': 'shop.example' });
  });

  it('route handlers ignore forwarded headers unless the trusted front set them', () => {
    const request = new Request('http://localhost:3000/api/V2/login/check', {
      headers: { host: 'shop.example', 'x-forwarded-for': '10.77.2.2', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' },
    });
    expect(behindTrustedFront()).toBe(false);
    expect(clientAddress(request)).toBe(UNKNOWN_CLIENT);
    expect(requestOrigin(request)).toBe('http://shop.example');
    expect(isHttpsRequest(request)).toBe(false);

    markTrustedFront();
    expect(clientAddress(request)).toBe('10.77.2.2');
    expect(requestOrigin(request)).toBe('https://evil.example');
    expect(isHttpsRequest(request)).toBe(true);
  });
});
