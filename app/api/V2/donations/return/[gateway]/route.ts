import { NextResponse, type NextRequest } from 'next/server';
import { requesterLinkOrigin } from '@/lib/server/http/request-origin';
import { isGatewayId } from '@/lib/server/payments/registry';
import { completeDonationPayment } from '@/lib/server/services/donations';
import { noStoreRedirect } from '../../../_support/no-store-redirect';
import { deliverNotificationsAfterResponse } from '../../../_support/notify';

// Where eSewa and Khalti send a donor back. Nothing in the query string is believed: the payments layer verifies it
// and asks the gateway's status API; only then is the gift counted. Then the browser goes to the cause's page. An
// order's callback is not settled here: the donor lands on /donations?payment=not-a-donation, which says so.
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ gateway: string }> };

export async function GET(request: NextRequest, context: Context): Promise<NextResponse> {
  const { gateway } = await context.params;
  if (!isGatewayId(gateway) || gateway === 'cod') return noStoreRedirect(request, '/donations?payment=refused');
  const params: Record<string, string> = Object.fromEntries(request.nextUrl.searchParams);
  try {
    const result = await completeDonationPayment(gateway, params, {}, requesterLinkOrigin(request));
    await deliverNotificationsAfterResponse();
    const query = new URLSearchParams({ payment: result.outcome, ...(result.donationId ? { donation: String(result.donationId) } : {}) });
    return noStoreRedirect(request, `${result.causeSlug ? `/donations/${result.causeSlug}` : '/donations'}?${query}`);
  } catch (error) {
    console.error('[donation return]', gateway, error instanceof Error ? error.message : error);
    return noStoreRedirect(request, '/donations?payment=error');
  }
}
