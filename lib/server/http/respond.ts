import { NextResponse, type NextRequest } from 'next/server';
import { z, type ZodType } from 'zod';
import { BUSY_RETRY_AFTER_SECONDS, isDatabaseBusy } from '@/lib/server/db/busy';
import { applyCachePolicy, type HttpPolicyRef } from '@/lib/server/cache/policy';
import { logger } from '@/lib/server/log/logger';
import { loggablePath } from '@/lib/server/log/redact';
import { requestIdOf } from '@/lib/server/log/request-id';
import { ApiError, badRequest } from './errors';
import type { Pagination } from '@/lib/domain/catalogue-types';

export type { Pagination };

type Meta = { pagination?: Pagination } & Record<string, unknown>;

/** A response's init, with `cache` naming its cache policy (lib/server/cache/policy.ts) instead of a header. */
export type OkInit = ResponseInit & { cache?: HttpPolicyRef };

export function ok<T>(data: T, meta?: Meta, init?: OkInit): NextResponse {
  const { cache, ...rest } = init ?? {};
  const response = NextResponse.json(meta ? { data, meta } : { data }, rest);
  return cache ? applyCachePolicy(response, cache) : response;
}

export function fail(error: ApiError): NextResponse {
  const body: { error: { message: string; code: string; fields?: Record<string, string> } } = {
    error: { message: error.message, code: error.code },
  };
  if (error.fields) body.error.fields = error.fields;
  const headers: Record<string, string> = error.retryAfterSeconds ? { 'Retry-After': String(error.retryAfterSeconds) } : {};
  return NextResponse.json(body, { status: error.status, headers });
}

/** Flattens zod issues into { field: first message } for the envelope's `fields`. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export function parseOrThrow<S extends ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest('Please check the highlighted fields.', fieldErrors(result.error));
  return result.data;
}

/** The query string as a plain object; repeated keys become arrays (e.g. ?brand=a&brand=b). */
export function queryObject(request: NextRequest | Request): Record<string, string | string[]> {
  const params = new URL(request.url).searchParams;
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    out[key] = all.length > 1 ? all : (all[0] ?? '');
  }
  return out;
}

export async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw badRequest('The request body must be JSON.');
  }
}

type Handler<C> = (request: NextRequest, context: C) => Promise<Response>;

/**
 * PostgreSQL's "data exception" class (SQLSTATE 22…): a value the database cannot take — NUL in text (22021), an
 * integer out of range (22003), malformed JSON or uuid (22P02)… Input is checked by the zod schemas before it gets
 * there (lib/validation/text.ts, ids.ts); this is the net for input a handler forgot to check.
 */
function isDataException(error: unknown): boolean {
  for (let cause = error, depth = 0; cause && depth < 5; cause = (cause as { cause?: unknown }).cause, depth += 1) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

/** What the server logs when the net above catches input no schema checked (the fuzzer fails on this line). */
export const UNCHECKED_INPUT_LOG = '[api] input reached the database unchecked:';

/**
 * Wraps a route handler so every failure becomes the JSON envelope: ApiError keeps its status, a value the database
 * refused is a 400 (and logged: a schema should have refused it first), anything else is a 500 with a generic
 * message (the detail goes to the server log, never to the client).
 */
export function handle<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      if (error instanceof ApiError) return fail(error);
      // Through the shop's logger: one line with the request's id (the front server's access line carries it too),
      // the path without its query string, and the error scrubbed of personal data (lib/server/log/redact.ts).
      const where = { requestId: requestIdOf(request), method: request.method, path: loggablePath(new URL(request.url).pathname) };
      if (isDatabaseBusy(error)) {
        logger().warn('[api] database busy', { ...where, reason: (error as Error).message });
        return fail(new ApiError(503, 'The shop is very busy right now. Please try again in a moment.', 'busy', undefined, BUSY_RETRY_AFTER_SECONDS));
      }
      if (isDataException(error)) {
        logger().error(UNCHECKED_INPUT_LOG, { ...where, error });
        return fail(badRequest('Some of what was sent is not valid. Please check it and try again.'));
      }
      logger().error('[api] unexpected error', { ...where, error });
      return fail(new ApiError(500, 'Something went wrong on our side. Please try again.', 'internal_error'));
    }
  };
}
