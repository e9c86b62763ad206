import { formatRupees, formFields, redirectWith, simulatorRoute } from '@/lib/server/payments/simulator/common';
import type { Decision } from '@/lib/server/payments/simulator/esewa-sim';
import { decisionForm, errorPage, KHALTI_BRAND, simulatorPage } from '@/lib/server/payments/simulator/html';
import { decideKhalti, findKhaltiTransaction } from '@/lib/server/payments/simulator/khalti-sim';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ pidx: string }> };

const DECISIONS: readonly Decision[] = ['pay', 'cancel', 'pending'];

// Khalti's payment page (offline simulator), the payment_url initiate hands out.
export const GET = simulatorRoute(async (_request: Request, { params }: Context) => {
  const { pidx } = await params;
  const row = await findKhaltiTransaction(pidx);
  if (!row) return errorPage(KHALTI_BRAND, 'This payment link is not valid.', 404);
  if (row.status === 'completed' || row.status === 'canceled') {
    return simulatorPage(KHALTI_BRAND, 'Payment', `<h1>This payment is already ${row.status}.</h1>`);
  }
  if (row.expiresAt.getTime() <= Date.now()) return errorPage(KHALTI_BRAND, 'This payment link has expired.', 410);
  return simulatorPage(
    KHALTI_BRAND,
    'Pay with Khalti',
    decisionForm(
      `/sim/khalti/pay/${pidx}`,
      [
        ['Order', row.orderName ?? row.orderRef],
        ['Amount', formatRupees(row.amountPaisa)],
        ['Khalti ID', '9800000000 (test wallet)'],
      ],
      'Confirm your payment',
      'Test simulator: every choice returns to the shop with Khalti\'s callback parameters; the shop then asks the lookup API.',
    ),
  );
});

export const POST = simulatorRoute(async (request: Request, { params }: Context) => {
  const { pidx } = await params;
  const form = await formFields(request);
  const decision = DECISIONS.find((value) => value === form?.decision);
  if (!decision) return errorPage(KHALTI_BRAND, 'Choose Pay, Cancel or Leave pending.');
  const next = await decideKhalti(pidx, decision);
  if (!next) return errorPage(KHALTI_BRAND, 'This payment link is not valid.', 404);
  return redirectWith(next.url, next.params);
});
