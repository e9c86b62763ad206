import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '@/lib/server/log/logger';
import { loggablePath } from '@/lib/server/log/redact';
import { acceptedRequestId, newRequestId, REQUEST_ID_HEADER } from '@/lib/server/log/request-id';

// The front server's per-request part of the log: every request gets an id (the caller's X-Request-Id when it is a
// safe token, else a new one) that replaces the header Next and the route handlers see and is echoed on the answer,
// and one line when the answer is done: method, path without the query string, status, duration, id. Headers, cookies
// and bodies are never read here. A connection the client dropped before the answer ended is logged as status 499
// (nginx's word for it), so it is told apart from an answer that went out.
// No 'server-only' import: the front server loads it outside Next's bundler.

/** Gives the request its id (on the request for Next, on the answer for the client); returns it. */
export function assignRequestId(req: IncomingMessage, res: ServerResponse): string {
  const id = acceptedRequestId(req.headers[REQUEST_ID_HEADER]) ?? newRequestId();
  req.headers[REQUEST_ID_HEADER] = id;
  res.setHeader('X-Request-Id', id);
  return id;
}

/** Logs one line for this request when its answer has gone out (or the client has gone). */
export function logWhenDone(req: IncomingMessage, res: ServerResponse, requestId: string, log: Logger): void {
  const started = process.hrtime.bigint();
  // Read now: the request gate may rewrite req.url on its way to Next.
  const method = req.method ?? 'GET';
  const path = loggablePath(req.url);
  res.once('close', () => {
    const status = res.writableFinished ? res.statusCode : 499;
    const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100;
    const line = { requestId, method, path, status, durationMs };
    if (status >= 500) log.error('request', line);
    else log.info('request', line);
  });
}
