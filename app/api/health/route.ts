import { NextResponse } from 'next/server';
import { cacheHeaders } from '@/lib/server/cache/policy';
import { handle } from '@/lib/server/http/respond';

// GET /api/health → 200 {status:"ok"}: liveness. The process is up and its request handling works; nothing else is
// asked (no database), so a database outage never makes an orchestrator restart healthy instances. Whether this
// instance should get traffic is /api/ready's question. Never cached: a cached "ok" would outlive the process.
export const dynamic = 'force-dynamic';

export const GET = handle(async () => NextResponse.json({ status: 'ok' }, { headers: cacheHeaders('noStore') }));
