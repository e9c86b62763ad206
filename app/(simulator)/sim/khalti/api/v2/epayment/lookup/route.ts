import { NextResponse } from 'next/server';
import { simulatorRoute } from '@/lib/server/payments/simulator/common';
import { lookupKhalti } from '@/lib/server/payments/simulator/khalti-sim';
import { cacheHeaders } from '@/lib/server/cache/policy';

export const dynamic = 'force-dynamic';

// Khalti's POST /epayment/lookup/ {pidx} (offline simulator): 200 for Completed / Pending / Initiated, 400 for
// Expired / User canceled, 404 for an unknown pidx, 401 for a wrong key.
export const POST = simulatorRoute(async (request) => {
  const body: unknown = await request.json().catch(() => null);
  const { status, body: answer } = await lookupKhalti(request.headers.get('authorization'), body);
  return NextResponse.json(answer, { status, headers: cacheHeaders('noStore') });
});
