import * as esewaForm from '@/app/(simulator)/sim/esewa/api/epay/main/v2/form/route';
import * as esewaPage from '@/app/(simulator)/sim/esewa/pay/[id]/route';
import * as khaltiPage from '@/app/(simulator)/sim/khalti/pay/[pidx]/route';
import type { Decision } from '@/lib/server/payments/simulator/common';
import { callRoute } from '@/tests/api/support/call-route';
import { locationQuery } from './simulator-fetch';

// What the customer's browser does on the simulated gateways' hosted pages, in-process: post eSewa's signed form,
// open the payment page, click Pay / Cancel / Leave pending, and come back with the gateway's redirect.

/** Where the gateway sends the browser back to, its query as an object, and the hosted page the customer saw. */
export type Landing = ReturnType<typeof locationQuery> & { page: string };

type Handler<P> = Parameters<typeof callRoute<P>>[0];

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** The browser posting eSewa's signed form (its answer: a 303 to the payment page, or a 400 error page). */
export const postEsewaForm = (fields: Record<string, string>) =>
  callRoute(esewaForm.POST, { url: '/sim/esewa/api/epay/main/v2/form', method: 'POST', body: new URLSearchParams(fields).toString(), headers: FORM });

/** Open the hosted page (must answer 200), click `decision` (must redirect 303), and follow back to the shop. */
async function decide<P>(pathname: string, route: { GET: Handler<P>; POST: Handler<P> }, params: P, decision: Decision): Promise<Landing> {
  const page = await callRoute(route.GET, { url: pathname, params });
  expect(page.status).toBe(200);
  const clicked = await callRoute(route.POST, { url: pathname, method: 'POST', params, body: `decision=${decision}`, headers: FORM });
  expect(clicked.status).toBe(303);
  return { ...locationQuery(clicked.headers), page: String(page.body) };
}

/** eSewa: post the signed form, then decide on the page it redirects to. */
export async function payOnEsewa(fields: Record<string, string>, decision: Decision): Promise<Landing> {
  const posted = await postEsewaForm(fields);
  expect(posted.status).toBe(303);
  const pathname = new URL(posted.headers.get('location') ?? '').pathname;
  return decide(pathname, esewaPage, { id: pathname.split('/').pop() ?? '' }, decision);
}

/** Khalti: the payment_url from initiate (or its pidx) → decide on that page. */
export async function payOnKhalti(paymentUrlOrPidx: string, decision: Decision): Promise<Landing> {
  const pidx = paymentUrlOrPidx.includes('/') ? (new URL(paymentUrlOrPidx).pathname.split('/').pop() ?? '') : paymentUrlOrPidx;
  return decide(`/sim/khalti/pay/${pidx}`, khaltiPage, { pidx }, decision);
}
