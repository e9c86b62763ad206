import { requestOrigin } from '@/lib/server/http/client';
import { formFields, simulatorRoute } from '@/lib/server/payments/simulator/common';
import { acceptEsewaForm } from '@/lib/server/payments/simulator/esewa-sim';
import { ESEWA_BRAND, errorPage } from '@/lib/server/payments/simulator/html';
import { cacheHeaders } from '@/lib/server/cache/policy';

export const dynamic = 'force-dynamic';

// The eSewa form endpoint (offline simulator): the browser posts the signed form here. A wrong signature, missing
// field or reused transaction_uuid gets eSewa-style error page; a good form goes on to the hosted payment page.
export const POST = simulatorRoute(async (request) => {
  const form = await formFields(request);
  if (!form) return errorPage(ESEWA_BRAND, 'The payment form could not be read.');
  const result = await acceptEsewaForm(form);
  if (!result.ok) return errorPage(ESEWA_BRAND, result.message);
  // On the host the browser posted to: Next's request.url names its own listening host (localhost), and a redirect
  // there from a form post would be refused by the shop's CSP form-action (and lose the shopper's cookies).
  const page = new URL(`/sim/esewa/pay/${result.id}`, requestOrigin(request));
  return new Response(null, { status: 303, headers: { location: page.toString(), ...cacheHeaders('noStore') } });
});
