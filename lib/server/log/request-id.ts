import { randomBytes } from 'node:crypto';
import { scrubText } from './redact';

// Every request has an id that its log lines share, so one request's lines can be found among several instances'.
// A load balancer or a caller may already have given it one (X-Request-Id): it is kept when it is a short, plain token
// that logs can carry as it is, and replaced otherwise (a header is client input: it must not be able to write
// anything else into our logs, nor smuggle an email or a phone number past the redaction). The front server sets the
// header on every request before Next sees it and echoes it on the answer; route handlers read it with requestIdOf.
// No 'server-only' import: the front server loads it outside Next's bundler.

export const REQUEST_ID_HEADER = 'x-request-id';

const SAFE_TOKEN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/** The given id when it is a safe short token, else null. */
export function acceptedRequestId(value: string | string[] | null | undefined): string | null {
  const id = Array.isArray(value) ? value[0] : value;
  if (!id || !SAFE_TOKEN.test(id) || scrubText(id) !== id) return null;
  return id;
}

/** A fresh id: 16 random bytes as base64url (22 characters, no digits-only runs a reader could take for a number). */
export function newRequestId(): string {
  for (;;) {
    const id = randomBytes(16).toString('base64url');
    // base64url may start with '-' or '_', and may by chance hold ten digits in a row, which the redaction would eat.
    if (acceptedRequestId(id)) return id;
  }
}

/** The id of the request a route handler is answering (set by the front server; under `next dev`, a safe given one). */
export function requestIdOf(request: Request): string | undefined {
  return acceptedRequestId(request.headers.get(REQUEST_ID_HEADER)) ?? undefined;
}
