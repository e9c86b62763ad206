import { formatNpr } from '@/lib/domain/money';
import type { AdminOrderView } from '@/lib/server/services/admin-orders/types';
import { kathmanduTime } from './format';
import { PaymentBadge, RefundDueBadge } from './order-badges';
import { Fact, Section } from './section';

// The money: how the order is paid and where that stands, every try at paying with the gateway's reference (what
// support quotes to eSewa or Khalti), and a refund — due with its amount, or done, by whom and when.

const money = (paisa: number) => formatNpr(paisa, { compact: false });

const ATTEMPT_WORDS: Record<string, string> = { pending: 'Waiting', paid: 'Paid', failed: 'Failed or cancelled' };

export function PaymentPanel({ order }: { order: AdminOrderView }) {
  const { payment, refund } = order;
  return (
    <Section title="Payment" id="payment">
      <dl className="text-sm">
        <Fact term="Method">{payment.label}</Fact>
        <Fact term="Status">
          <span className="inline-flex flex-wrap gap-1">
            <PaymentBadge status={payment.status} />
            {refund?.status === 'due' ? <RefundDueBadge /> : null}
          </span>
        </Fact>
        <Fact term="Paid at">{payment.paidAt ? kathmanduTime(payment.paidAt, true) : '—'}</Fact>
        {refund ? (
          <Fact term="Refund">
            {refund.status === 'due' ? (
              <strong className="text-red-800">{money(refund.amount)} to give back</strong>
            ) : (
              <>
                {money(refund.amount)} given back
                {refund.at ? `, ${kathmanduTime(refund.at, true)}` : ''}
                {refund.by ? ` by ${refund.by.name} (${refund.by.roleLabel})` : ''}
              </>
            )}
          </Fact>
        ) : null}
      </dl>
      {payment.attempts.length ? (
        <table className="mt-2 w-full text-left text-xs">
          <caption className="mb-1 text-left text-xs font-semibold text-gray-700">Tries at paying online, newest first</caption>
          <thead className="text-gray-700">
            <tr>
              <th scope="col" className="pr-2">Started</th>
              <th scope="col" className="pr-2">Gateway</th>
              <th scope="col" className="pr-2">Result</th>
              <th scope="col" className="pr-2">Our ref</th>
              <th scope="col">Gateway’s ref</th>
            </tr>
          </thead>
          <tbody>
            {payment.attempts.map((attempt) => (
              <tr key={attempt.id} className="border-t border-gray-200">
                <td className="whitespace-nowrap pr-2">{kathmanduTime(attempt.createdAt)}</td>
                <td className="pr-2">{attempt.gatewayLabel}</td>
                <td className="pr-2">
                  {ATTEMPT_WORDS[attempt.status] ?? attempt.status}
                  {attempt.paidAt ? `, ${kathmanduTime(attempt.paidAt)}` : ''}
                </td>
                <td className="break-all pr-2 font-mono">{attempt.orderRef}</td>
                <td className="break-all font-mono">{attempt.gatewayRef ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Section>
  );
}
