// The production server's heap cap (issue 30, README "Cache bounds"). Without one, V8 sizes its old space from the
// machine's memory (gigabytes) and collects late: the server's memory grows with traffic whether or not anything is
// kept. Every cache that holds visitor input in memory has a size (50 + 8 + 8 + 64 MB, not all of it on the heap), so
// 384 MB holds them with room for the requests in flight and keeps the server's memory within a figure the README
// can state: growth ≤ 250 MB after 5,000 distinct URLs, which tests/e2e/cache-bounds.spec.ts asserts (measured
// 2026-11-27: +123 MB with this cap, +363 MB with a 4 GB heap, same URLs). A heap too small for the work crashes the
// server (V8 aborts at its limit), so raise it with UG_SERVER_HEAP_MB rather than take it away.

export const DEFAULT_SERVER_HEAP_MB = 384;

/**
 * Node flags for the production server (scripts/serve.ts): `--max-old-space-size` from UG_SERVER_HEAP_MB (default
 * 384), none when NODE_OPTIONS already sets one (a command-line flag would override it).
 */
export function serverHeapFlags(env: Record<string, string | undefined>): string[] {
  if (/--max-old-space-size/.test(env.NODE_OPTIONS ?? '')) return [];
  const mb = Number(env.UG_SERVER_HEAP_MB || DEFAULT_SERVER_HEAP_MB);
  if (!Number.isInteger(mb) || mb < 128) throw new Error(`UG_SERVER_HEAP_MB must be a whole number of megabytes, at least 128 (got ${env.UG_SERVER_HEAP_MB})`);
  return [`--max-old-space-size=${mb}`];
}
