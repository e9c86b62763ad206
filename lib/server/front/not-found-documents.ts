import { randomBytes } from 'node:crypto';
import { cacheControl } from '@/lib/server/cache/policy';
import http, { type IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml } from '@/lib/domain/escape-html';
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE } from '@/components/layout/not-found-text';

// Why this exists: Next 16 in production answers a page that calls `notFound()` (an unknown product, category,
// store, occasion, or any path through app/(shop)/[...missing]) with status 404 and an empty HTML body,
// `<html id="__next_error__">`; the not-found UI is only in the RSC payload and appears once JavaScript runs
// (vercel/next.js#98295, #98954). A visitor without JavaScript, a crawler and `curl` see a blank page.
// So the production server replaces the HTML of every 404 page answer with the not-found page rendered as a page of
// its own (app/(shop)/page-not-found: cached, server-rendered with the shop's header and footer), still with status
// 404 and uncached. Only whole-document answers are replaced: RSC answers (client-side navigations render the
// not-found boundary themselves), JSON and files pass untouched. The page is fetched from this same server with a
// per-process token, so a client cannot ask for it under another URL.

export const NOT_FOUND_PAGE = '/page-not-found';
const INTERNAL_HEADER = 'x-ug-not-found-document';
/** Headers of the not-found page passed on to the answer (the rest were about the original, discarded answer). */
const PASSED_HEADERS = ['content-type', 'content-encoding', 'content-length', 'vary', 'link'];

type Callback = (error?: Error | null) => void;

/** A last-resort document when the not-found page itself cannot be had: the same words, no layout. */
export function fallbackNotFoundHtml(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Page not found | Upahar Ghar</title></head><body><main><h1>${escapeHtml(NOT_FOUND_TITLE)}</h1><p>${escapeHtml(NOT_FOUND_TEXT)}</p><p><a href="/">Home Page</a></p></main></body></html>`;
}

export class NotFoundDocuments {
  private readonly token = randomBytes(16).toString('hex');

  /** `port`: where this server listens, read when a page is needed (known only once it listens). */
  constructor(private readonly port: () => number) {}

  /**
   * Call on every request before anything else reads it: removes a client's copy of the internal header, and says
   * whether this request is the server's own fetch of the not-found page (which must pass through untouched).
   */
  takeInternal(req: IncomingMessage): boolean {
    const internal = req.headers[INTERNAL_HEADER] === this.token;
    delete req.headers[INTERNAL_HEADER];
    return internal;
  }

  /**
   * Watches this response: if Next answers the page request with a 404 HTML document (or the not-found page is asked
   * for by its own path), Next's output is dropped and the not-found page is sent instead. Install it last, after the
   * body encoders, so Next's calls reach it first.
   */
  install(req: IncomingMessage, res: ServerResponse): void {
    if (req.method !== 'GET' && req.method !== 'HEAD') return;
    const direct = (req.url ?? '').split('?')[0] === NOT_FOUND_PAGE;
    const headersBefore = new Set(res.getHeaderNames());
    const { writeHead, write, end, flushHeaders } = res;
    let replacing: boolean | null = null;

    // A page answer of Next's (it varies on the `rsc` request header): route handlers' own HTML (the payment
    // simulators' error pages) is theirs to word.
    const isPage = () => /(^|,)\s*rsc\s*(,|$)/i.test(String(res.getHeader('vary') ?? ''));
    const decide = (statusCode = res.statusCode): boolean => {
      replacing ??= direct || (statusCode === 404 && isPage() && /^text\/html/i.test(String(res.getHeader('content-type') ?? '')));
      return replacing;
    };
    const restore = () => Object.assign(res, { writeHead, write, end, flushHeaders });

    res.writeHead = function writeHeadUnlessReplaced(this: ServerResponse, ...args: unknown[]) {
      if (typeof args[0] === 'number' && !decide(args[0])) return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
      if (replacing) return this;
      return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as typeof res.writeHead;
    res.flushHeaders = function flushUnlessReplaced(this: ServerResponse) {
      if (!decide()) flushHeaders.call(this);
    };
    res.write = function writeUnlessReplaced(this: ServerResponse, ...args: unknown[]) {
      if (!decide()) return (write as (...a: unknown[]) => boolean).apply(this, args);
      const callback = args.find((arg): arg is Callback => typeof arg === 'function');
      if (callback) process.nextTick(callback);
      return true;
    } as typeof res.write;
    res.end = ((...args: unknown[]) => {
      if (!decide()) return (end as (...a: unknown[]) => ServerResponse).apply(res, args);
      restore();
      for (const name of res.getHeaderNames()) if (!headersBefore.has(name)) res.removeHeader(name);
      this.sendNotFoundPage(req, res);
      return res;
    }) as typeof res.end;
  }

  /** Sends the not-found page with status 404, bypassing the body encoders (the page arrives encoded already). */
  private sendNotFoundPage(req: IncomingMessage, res: ServerResponse): void {
    // The plain ServerResponse methods: the encoders' and compression's wrappers on `res` must not touch this body.
    const raw = {
      writeHead: ServerResponse.prototype.writeHead as (this: ServerResponse, status: number, headers: http.OutgoingHttpHeaders) => ServerResponse,
      write: ServerResponse.prototype.write as (this: ServerResponse, chunk: Buffer) => boolean,
      end: ServerResponse.prototype.end as (this: ServerResponse, chunk?: Buffer) => ServerResponse,
    };
    const finish = (headers: http.OutgoingHttpHeaders, body?: Buffer) => {
      res.setHeader('Cache-Control', cacheControl('notFoundPage'));
      raw.writeHead.call(res, 404, headers);
      raw.end.call(res, req.method === 'HEAD' ? undefined : body);
    };
    const fallback = () => {
      if (res.headersSent) return void res.destroy();
      const body = Buffer.from(fallbackNotFoundHtml(), 'utf8');
      finish({ 'content-type': 'text/html; charset=utf-8', 'content-length': body.length }, body);
    };
    const upstream = http.get(
      {
        host: '127.0.0.1',
        port: this.port(),
        path: NOT_FOUND_PAGE,
        method: req.method,
        headers: {
          host: req.headers.host ?? 'localhost',
          'accept-encoding': req.headers['accept-encoding'] ?? 'identity',
          [INTERNAL_HEADER]: this.token,
        },
      },
      (page) => {
        if (page.statusCode !== 200) {
          page.resume();
          return fallback();
        }
        const headers: http.OutgoingHttpHeaders = {};
        for (const name of PASSED_HEADERS) if (page.headers[name] !== undefined) headers[name] = page.headers[name];
        res.setHeader('Cache-Control', cacheControl('notFoundPage'));
        raw.writeHead.call(res, 404, headers);
        page.on('data', (chunk: Buffer) => raw.write.call(res, chunk));
        page.on('end', () => raw.end.call(res));
        page.on('error', () => res.destroy());
      },
    );
    upstream.setTimeout(15_000, () => upstream.destroy(new Error('timed out')));
    upstream.on('error', fallback);
    res.on('close', () => upstream.destroy());
  }
}
