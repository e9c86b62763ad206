import 'server-only';
import type { NextResponse } from 'next/server';
import { ok } from '@/lib/server/http/respond';

/** An account answer that is about one person: never stored by a shared cache or the browser's cache. */
export function privateOk<T>(data: T, status = 200): NextResponse {
  return ok(data, undefined, { status, cache: 'private' });
}
