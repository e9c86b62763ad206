import { NextResponse } from 'next/server';
import { cacheHeaders, type HttpPolicyRef } from '@/lib/server/cache/policy';

// Answering with the bodies kept by lib/server/cache/ttl-cache.ts (the category and search routes).

/** A 200 JSON Response from an already serialized body, under the cache policy `cache`. */
export function jsonResponse(body: string, cache: HttpPolicyRef): NextResponse {
  return new NextResponse(body, { status: 200, headers: { 'content-type': 'application/json', ...cacheHeaders(cache) } });
}

/** A cache key that does not depend on the order list filters were given in (?size=2lb&size=1lb = ?size=1lb&size=2lb). */
export function stableKey(parts: unknown[]): string {
  // The root array (key '') keeps its order: its positions mean different things.
  return JSON.stringify(parts, (key, value: unknown) =>
    key !== '' && Array.isArray(value) && value.every((v) => typeof v === 'string') ? [...(value as string[])].sort() : value,
  );
}
