import { NextResponse } from 'next/server';
import { cacheHeaders } from '@/lib/server/cache/policy';
import { checkReadiness } from '@/lib/server/health/readiness';
import { handle } from '@/lib/server/http/respond';

// GET /api/ready: readiness, which a load balancer polls (lib/server/health/readiness.ts). 200 {status:"ready",
// checks} when PostgreSQL (and Redis, where REDIS_URL is set) answered within the deadline; 503 with the error envelope
// and the same checks, naming what failed, otherwise, and at once while the instance drains for shutdown
// (code "draining"). Never cached: each answer is about this moment.
export const dynamic = 'force-dynamic';

const NO_STORE = cacheHeaders('noStore');

export const GET = handle(async () => {
  const { ready, draining, checks } = await checkReadiness();
  if (ready) return NextResponse.json({ status: 'ready', checks }, { headers: NO_STORE });
  const failed = Object.entries(checks)
    .filter(([, result]) => result === 'failed')
    .map(([name]) => name);
  const error = draining
    ? { message: 'This instance is shutting down.', code: 'draining' }
    : { message: `Not ready: ${failed.join(' and ')} did not answer.`, code: 'not_ready' };
  return NextResponse.json({ status: draining ? 'draining' : 'unavailable', checks, error }, { status: 503, headers: { ...NO_STORE, 'Retry-After': '5' } });
});
