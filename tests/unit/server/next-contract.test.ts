/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import { HANDLER_METHODS } from '@/lib/server/front/route-table';

// What the front server (lib/server/front) assumes about Next's insides, one test per assumption, read from the
// installed Next itself: a Next upgrade that changes one fails here, naming the part of ours that leans on it, before
// any page is served wrong. Each trick can then be switched off on its own (lib/server/front/tricks.ts) while it is
// reworked. Public API (next.config.mjs options, NextResponse) is not listed: Next documents and versions that.

const source = (module: string) => fs.readFileSync(require.resolve(module), 'utf8');

describe('the custom-server API (server.ts)', () => {
  it('next() gives a server with prepare, getRequestHandler and close', () => {
    const saved = { ...process.env };
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const next = require('next') as (options: { dev: boolean; dir: string }) => Record<string, unknown>;
    const app = next({ dev: false, dir: os.tmpdir() }); // constructing reads nothing yet; prepare() would load the build
    process.env = saved;
    for (const method of ['prepare', 'getRequestHandler', 'close']) expect(typeof app[method]).toBe('function');
  });
});

describe('route handler methods (route-table.ts, request-gate.ts: 405 with Allow)', () => {
  it('are the seven Next dispatches to route.ts exports', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { HTTP_METHODS } = require('next/dist/server/web/http') as { HTTP_METHODS: string[] };
    expect([...HTTP_METHODS].sort()).toEqual([...HANDLER_METHODS].sort());
  });
});

describe('whole bodies (encoded-bodies.ts)', () => {
  it('a cached page or route answer is marked x-nextjs-cache HIT or STALE', () => {
    for (const template of ['next/dist/build/templates/app-page-runtime', 'next/dist/build/templates/app-route']) {
      expect(source(template)).toMatch(/setHeader\('x-nextjs-cache', [^;]*'STALE' : 'HIT'\)/);
    }
  });

  it('a whole (not streamed) render result is sent as one string with res.end, its length set', () => {
    const text = source('next/dist/server/send-payload');
    expect(text).toContain('const payload = result.isDynamic ? null : result.toUnchunkedString();');
    expect(text).toContain('res.end(payload);');
  });

  it('a streamed body is piped after res.flushHeaders(), which the encoder holds back for a body sent whole', () => {
    expect(source('next/dist/server/pipe-readable')).toContain('res.flushHeaders();');
  });
});

describe('404 page answers (not-found-documents.ts)', () => {
  it('a page answer varies on the `rsc` request header, which tells it from a route handler’s HTML', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { RSC_HEADER } = require('next/dist/client/components/app-router-headers') as { RSC_HEADER: string };
    expect(RSC_HEADER).toBe('rsc');
    expect(source('next/dist/server/base-server')).toMatch(/baseVaryHeader = `\$\{_approuterheaders\.RSC_HEADER\}/);
  });

  it('the document of a notFound() page is still the empty error shell the server replaces', () => {
    // If Next starts rendering the not-found UI into the 404 document itself, UG_NOT_FOUND_DOCUMENTS can go.
    expect(source('next/dist/server/app-render/app-render')).toContain('__next_error__');
  });
});

describe('forwarded headers (trusted-front.ts)', () => {
  it('Next fills x-forwarded-* only where unset, so the values the front wrote are the ones Next uses', () => {
    const text = source('next/dist/server/base-server');
    for (const name of ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for']) {
      expect(text).toContain(`req.headers['${name}'] ??=`);
    }
  });
});
