import { formatRupees, formFields, redirectWith, simulatorRoute } from '@/lib/server/payments/simulator/common';
import { decideEsewa, findEsewaTransaction, type Decision } from '@/lib/server/payments/simulator/esewa-sim';
import { decisionForm, ESEWA_BRAND, errorPage, simulatorPage } from '@/lib/server/payments/simulator/html';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

const DECISIONS: readonly Decision[] = ['pay', 'cancel', 'pending'];

// The eSewa hosted payment page (offline simulator): shows the merchant, amount and transaction, and lets the
// tester Pay, Cancel or Leave pending.
export const GET = simulatorRoute(async (_request: Request, { params }: Context) => {
  const { id } = await params;
  const row = await findEsewaTransaction(id);
  if (!row) return errorPage(ESEWA_BRAND, 'This payment session does not exist or has expired.', 404);
  if (row.status === 'completed' || row.status === 'canceled') {
    return simulatorPage(ESEWA_BRAND, 'Payment', `<h1>This payment is already ${row.status}.</h1>`);
  }
  return simulatorPage(
    ESEWA_BRAND,
    'Pay with eSewa',
    decisionForm(
      `/sim/esewa/pay/${id}`,
      [
        ['Merchant', row.merchantCode ?? ''],
        ['Amount', formatRupees(row.amountPaisa)],
        ['Transaction', row.orderRef],
        ['eSewa ID', '9806800001 (test wallet)'],
      ],
      'Confirm your payment',
      'Test simulator: "Pay" returns to the shop with a signed success answer; "Cancel" and "Leave pending" return to its failure page.',
    ),
  );
});

export const POST = simulatorRoute(async (request: Request, { params }: Context) => {
  const { id } = await params;
  const form = await formFields(request);
  const decision = DECISIONS.find((value) => value === form?.decision);
  if (!decision) return errorPage(ESEWA_BRAND, 'Choose Pay, Cancel or Leave pending.');
  const next = await decideEsewa(id, decision);
  if (!next) return errorPage(ESEWA_BRAND, 'This payment session does not exist or has expired.', 404);
  return redirectWith(next.url, next.params);
});
