import { NextResponse } from 'next/server';
import { simulatorRoute } from '@/lib/server/payments/simulator/common';
import { initiateKhalti } from '@/lib/server/payments/simulator/khalti-sim';
import { cacheHeaders } from '@/lib/server/cache/policy';

export const dynamic = 'force-dynamic';

// Khalti's POST /epayment/initiate/ (offline simulator). Authorization: Key <secret>; JSON body as Khalti documents.
export const POST = simulatorRoute(async (request) => {
  const body: unknown = await request.json().catch(() => null);
  const { status, body: answer } = await initiateKhalti(request.headers.get('authorization'), body);
  return NextResponse.json(answer, { status, headers: cacheHeaders('noStore') });
});
