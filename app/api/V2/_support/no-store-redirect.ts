import { NextResponse, type NextRequest } from 'next/server';
import { requesterLinkOrigin } from '@/lib/server/http/request-origin';
import { applyCachePolicy } from '@/lib/server/cache/policy';

/**
 * A 303 to a page of the shop, on the origin the shopper came in by (so a shopper on 127.0.0.1 stays logged in there),
 * never cached: where the payment gateways send a shopper back after paying for an order or a donation.
 */
export function noStoreRedirect(request: NextRequest, path: string): NextResponse {
  const response = NextResponse.redirect(new URL(path, requesterLinkOrigin(request)), 303);
  return applyCachePolicy(response, 'private');
}
