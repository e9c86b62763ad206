import { format } from 'node:util';
import { NextRequest } from 'next/server';
import { createRequestGate } from '@/lib/server/front/request-gate';
import { allowedMethods, scanRoutes } from '@/lib/server/front/route-table';
import type { FuzzRoute } from './discover';
import { repoRoot } from './discover';

// Sends one request to a route the way the production server would: first the server's own gate
// (lib/server/front/request-gate.ts: broken paths, wrong methods), then the route module's handler as Next calls it
// (HEAD by GET, OPTIONS answered by Next when the route has none). Records what came back, and checks it.

export const ORIGIN = 'http://localhost:3000';
const gate = createRequestGate(scanRoutes(repoRoot));

export type Auth =
  | { kind: 'guest' }
  | { kind: 'cookie'; token: string }
  | { kind: 'bearer'; token: string }
  /** Broken credentials: an unreadable cookie, a cookie without Origin, a junk Bearer. */
  | { kind: 'broken'; headers: Record<string, string> };

export type Outgoing = {
  method: string;
  /** Decoded values of the dynamic segments (a catch-all's as a list). */
  params?: Record<string, string | string[]>;
  /** A ready query string (after '?'), or entries to encode. */
  query?: string | [string, string][];
  body?: string | Uint8Array | FormData;
  contentType?: string;
  auth: Auth;
  /** Call the handler even where the server's gate would answer (hostile path segments reach the route's own checks). */
  bypassGate?: boolean;
};

export type Outcome = { status: number; contentType: string; text: string; allow: string | null; via: 'gate' | 'handler' | 'next' };

/** As a browser escapes a path segment (a lone surrogate, which no URL can hold, becomes U+FFFD). */
const escapeSegment = (value: string) => encodeURIComponent(value.toWellFormed());

function segmentValue(value: string | string[] | undefined, fallback: string): string {
  if (value === undefined) return fallback;
  return Array.isArray(value) ? value.map(escapeSegment).join('/') : escapeSegment(value);
}

/** The request's path: the route's pattern with its segments filled (each escaped, as a browser would send it). */
export function pathFor(route: FuzzRoute, params: Record<string, string | string[]> = {}): string {
  return `/${route.segments
    .map((segment) => (segment.kind === 'static' ? segment.value : segmentValue(params[segment.name], '1')))
    .join('/')}`;
}

/** Plausible values for the dynamic segments: '1' for each, a catch-all gets one part. */
export function defaultParams(route: FuzzRoute): Record<string, string | string[]> {
  const params: Record<string, string | string[]> = {};
  for (const segment of route.segments) {
    if (segment.kind === 'dynamic') params[segment.name] = '1';
    if (segment.kind === 'catchAll') params[segment.name] = ['1'];
  }
  return params;
}

function authHeaders(auth: Auth): Record<string, string> {
  switch (auth.kind) {
    case 'guest':
      return {};
    case 'cookie':
      return { cookie: `ug_session=${auth.token}`, origin: ORIGIN };
    case 'bearer':
      return { authorization: `Bearer ${auth.token}` };
    case 'broken':
      return auth.headers;
  }
}

const TIMEOUT_MS = 15_000;

export async function send(route: FuzzRoute, out: Outgoing): Promise<Outcome> {
  const params = { ...defaultParams(route), ...out.params };
  const query = typeof out.query === 'string' ? out.query : out.query ? new URLSearchParams(out.query).toString() : '';
  const path = `${pathFor(route, params)}${query ? `?${query}` : ''}`;
  const gated = out.bypassGate ? null : gate(out.method, path);
  if (gated?.kind === 'answer') {
    return { status: gated.status, contentType: gated.headers['Content-Type'] ?? '', text: gated.body, allow: gated.headers.Allow ?? null, via: 'gate' };
  }
  if (gated?.kind === 'rewrite') return { status: 404, contentType: 'text/html', text: '', allow: null, via: 'next' };

  const handler = route.handlers[out.method as keyof FuzzRoute['handlers']] ?? (out.method === 'HEAD' ? route.handlers.GET : undefined);
  if (!handler) {
    if (out.method === 'OPTIONS') return { status: 204, contentType: '', text: '', allow: allowedMethods(route).join(', '), via: 'next' };
    // Next's own answer: an empty 405. The gate should never let a request get here.
    return { status: 405, contentType: '', text: '', allow: null, via: 'next' };
  }
  const headers: Record<string, string> = { ...authHeaders(out.auth) };
  const hasBody = out.body !== undefined && out.method !== 'GET' && out.method !== 'HEAD';
  if (hasBody && !(out.body instanceof FormData)) headers['content-type'] = out.contentType ?? 'application/json';
  const request = new NextRequest(new URL(path, ORIGIN), {
    method: out.method,
    headers,
    ...(hasBody ? { body: out.body as BodyInit } : {}),
  });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS);
  });
  try {
    const response = await Promise.race([handler(request, { params: Promise.resolve(params) }), timeout]);
    const text = await Promise.race([response.text(), timeout]);
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', text, allow: response.headers.get('allow'), via: 'handler' };
  } finally {
    clearTimeout(timer);
  }
}

/** What is wrong with an answer, or null: no 5xx (an unset social login's 501 aside), every API error the JSON envelope. */
export function problemWith(route: FuzzRoute, outcome: Outcome): string | null {
  type Envelope = { error?: { message?: unknown; code?: unknown } } | null;
  const json = ((): Envelope => {
    try {
      return outcome.text ? (JSON.parse(outcome.text) as Envelope) : null;
    } catch {
      return null;
    }
  })();
  if (outcome.status >= 500) {
    const unsetSocialLogin = outcome.status === 501 && json?.error?.code === 'provider_not_configured';
    if (!unsetSocialLogin) return `${outcome.status}`;
  }
  if (outcome.status === 405 && route.isApi && outcome.via === 'next') return '405 from Next (empty body, no Allow)';
  if (route.isApi && outcome.status >= 400) {
    if (!outcome.contentType.includes('application/json')) return `${outcome.status} not JSON (${outcome.contentType || 'no content type'})`;
    if (typeof json?.error?.message !== 'string' || !json.error.message) return `${outcome.status} without error.message`;
  }
  return null;
}

/** Server-side errors logged while the fuzzer runs (handle() logs the cause of every 500), for the failure report. */
export class ErrorLog {
  private lines: string[] = [];
  private spy: jest.SpyInstance | null = null;

  start(): void {
    this.spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      // The deepest cause says what failed ("invalid byte sequence…", "value … is out of range…"), not "Failed query".
      let error = args.find((arg): arg is Error => arg instanceof Error);
      while (error?.cause instanceof Error) error = error.cause;
      const tag = typeof args[0] === 'string' ? args[0] : '';
      this.lines.push(`${tag} ${error ? `${error.name}: ${error.message}` : format(...args.slice(1))}`.trim());
    });
  }

  stop(): void {
    this.spy?.mockRestore();
  }

  /** The first line that says what failed, of what was logged since the last call. */
  take(): string | null {
    const first = this.lines[0];
    this.lines = [];
    return first === undefined ? null : first.split('\n')[0]!.slice(0, 160);
  }
}
