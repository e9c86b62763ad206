import { NextResponse } from 'next/server';
import { queryObject } from '@/lib/server/http/respond';
import { simulatorRoute } from '@/lib/server/payments/simulator/common';
import { esewaStatus } from '@/lib/server/payments/simulator/esewa-sim';
import { cacheHeaders } from '@/lib/server/cache/policy';

export const dynamic = 'force-dynamic';

// eSewa's transaction status API (offline simulator):
// GET ?product_code&total_amount&transaction_uuid → {product_code, transaction_uuid, total_amount, status, ref_id}.
export const GET = simulatorRoute(async (request) => {
  const query = queryObject(request);
  const one = (name: string) => {
    const value = query[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const { status, body } = await esewaStatus({
    product_code: one('product_code'),
    total_amount: one('total_amount'),
    transaction_uuid: one('transaction_uuid'),
  });
  return NextResponse.json(body, { status, headers: cacheHeaders('noStore') });
});
