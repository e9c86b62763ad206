import { formFields, simulatorRoute } from '@/lib/server/payments/simulator/common';
import { acceptEsewaForm } from '@/lib/server/payments/simulator/esewa-sim';
import { ESEWA_BRAND, errorPage } from '@/lib/server/payments/simulator/html';

export const dynamic = 'force-dynamic';

// The eSewa form endpoint (offline simulator): the browser posts the signed form here. A wrong signature, missing
// field or reused transaction_uuid gets eSewa-style error page; a good form goes on to the hosted payment page.
export const POST = simulatorRoute(async (request) => {
  const form = await formFields(request);
  if (!form) return errorPage(ESEWA_BRAND, 'The payment form could not be read.');
  const result = await acceptEsewaForm(form);
  if (!result.ok) return errorPage(ESEWA_BRAND, result.message);
  const page = new URL(`/sim/esewa/pay/${result.id}`, request.url);
  return new Response(null, { status: 303, headers: { location: page.toString(), 'cache-control': 'no-store' } });
});
