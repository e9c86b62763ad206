import { BlockList, isIP } from 'node:net';

// Who is really asking, when a reverse proxy may stand between the client and us. X-Forwarded-For, X-Real-IP,
// X-Forwarded-Host and X-Forwarded-Proto are plain request headers: any client can send them, so they are believed
// only when the connection comes from a proxy listed in TRUSTED_PROXIES (addresses and CIDR ranges; default none, so
// the client is the socket's address). This module only reads; lib/server/front/server.ts applies the answer to every request
// before Next sees it (trusted-front.ts). No 'server-only' import: the front server loads it outside Next's bundler.

/** Names TRUSTED_PROXIES accepts besides addresses and CIDRs. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

export type TrustedProxies = {
  /** Whether a connection from this (normalised) address is a proxy whose forwarded headers we believe. */
  trusts(address: string): boolean;
  /** The configured entries, for the start-up line. */
  readonly entries: readonly string[];
};

/**
 * '::ffff:10.0.0.1' → '10.0.0.1' (IPv4 on a dual-stack socket); '[2001:db8::1]:443' and '203.0.113.7:5000' lose the
 * port some proxies append. Anything that is not an IP address after that gives null.
 */
export function normaliseAddress(value: string | undefined | null): string | null {
  let address = value?.trim() ?? '';
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) address = mapped[1];
  return isIP(address) ? address.toLowerCase() : null;
}

/** Reads TRUSTED_PROXIES ("10.0.0.5, 10.1.0.0/16, loopback"); throws on an entry it cannot read (fail at start-up). */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const list = new BlockList();
  const entries = (value ?? '').split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    for (const range of NAMED_RANGES[entry.toLowerCase()] ?? [entry]) {
      const [address, bits, extra] = range.split('/');
      const normalised = normaliseAddress(address);
      const family = normalised ? (isIP(normalised) === 6 ? 'ipv6' : 'ipv4') : null;
      const prefix = bits === undefined ? null : Number(bits);
      const maxPrefix = family === 'ipv6' ? 128 : 32;
      if (!normalised || !family || extra !== undefined || (prefix !== null && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= maxPrefix))) {
        throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address, a CIDR range, "loopback" or "private"`);
      }
      if (prefix === null) list.addAddress(normalised, family);
      else list.addSubnet(normalised, prefix, family);
    }
  }
  return {
    entries,
    trusts: (address) => entries.length > 0 && list.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4'),
  };
}

type HeaderValue = string | string[] | undefined;

const listOf = (value: HeaderValue): string[] =>
  (Array.isArray(value) ? value.join(',') : (value ?? '')).split(',').map((part) => part.trim()).filter(Boolean);

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

export type ForwardedClient = {
  /** The client's address: the socket's, or the first untrusted hop walking back through trusted proxies. */
  address: string;
  /** How the client reached the edge: 'https' only through TLS (ours or a trusted proxy's). */
  proto: 'http' | 'https';
  /** The host the client addressed (its Host header, or a trusted proxy's X-Forwarded-Host); null when unusable. */
  host: string | null;
};

/**
 * The client behind this connection. From an untrusted peer every forwarded header is ignored. From a trusted proxy,
 * X-Forwarded-For is walked from the right (each proxy appends the address it saw): the first address that is not a
 * trusted proxy is the client, so a client's own made-up entries on the left are never reached. X-Real-IP counts
 * only when a trusted proxy sent no X-Forwarded-For.
 */
export function resolveForwarded(
  connection: { remoteAddress: string | undefined; encrypted: boolean; headers: Record<string, HeaderValue> },
  trusted: TrustedProxies,
): ForwardedClient {
  const { headers } = connection;
  const peer = normaliseAddress(connection.remoteAddress) ?? 'unknown';
  const ownHost = listOf(headers.host)[0] ?? null;
  const direct: ForwardedClient = {
    address: peer,
    proto: connection.encrypted ? 'https' : 'http',
    host: ownHost && HOST.test(ownHost) ? ownHost.toLowerCase() : null,
  };
  if (!trusted.trusts(peer)) return direct;

  let address = peer;
  const hops = listOf(headers['x-forwarded-for']);
  if (hops.length === 0) {
    address = normaliseAddress(listOf(headers['x-real-ip'])[0]) ?? peer;
  } else {
    while (trusted.trusts(address) && hops.length > 0) {
      const next = normaliseAddress(hops.pop());
      if (!next) break; // a hop a trusted proxy would never write: stop at the last one we can vouch for
      address = next;
    }
  }
  const proto = listOf(headers['x-forwarded-proto'])[0]?.toLowerCase();
  const host = listOf(headers['x-forwarded-host'])[0];
  return {
    address,
    proto: proto === 'https' || proto === 'http' ? proto : direct.proto,
    host: host && HOST.test(host) ? host.toLowerCase() : direct.host,
  };
}
