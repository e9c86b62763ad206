import { NextResponse, type NextRequest } from 'next/server';
import { requesterLinkOrigin } from '@/lib/server/http/request-origin';
import { isGatewayId } from '@/lib/server/payments/registry';
import { completeOrderPayment, confirmationPath } from '@/lib/server/services/orders';
import { noStoreRedirect } from '../../../_support/no-store-redirect';
import { deliverNotificationsAfterResponse } from '../../../_support/notify';

// Where eSewa (success_url ?data=…, failure_url ?ref=…) and Khalti (return_url ?pidx=…&status=…) send the customer
// back. Nothing in the query string is believed: the payments layer verifies the signature and asks the gateway's
// status API, and only then is the order marked paid. Then the browser goes to /order-confirmation with the outcome.
// A donation's callback is not settled here: it lands on /order-confirmation?payment=not-an-order, which says so.
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ gateway: string }> };

export async function GET(request: NextRequest, context: Context): Promise<NextResponse> {
  const { gateway } = await context.params;
  if (!isGatewayId(gateway) || gateway === 'cod') return noStoreRedirect(request, confirmationPath(null, 'refused'));
  const params: Record<string, string> = Object.fromEntries(request.nextUrl.searchParams);
  try {
    const result = await completeOrderPayment(gateway, params, {}, requesterLinkOrigin(request));
    await deliverNotificationsAfterResponse();
    return noStoreRedirect(request, confirmationPath(result.orderId, result.outcome));
  } catch (error) {
    // Something broke on our side: nothing was marked, and the order page can ask the gateway again later.
    console.error('[payment return]', gateway, error instanceof Error ? error.message : error);
    return noStoreRedirect(request, confirmationPath(null, 'error'));
  }
}
