'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormAlert } from '@/components/account/form-alert';
import { PaymentLogo } from '@/components/checkout/payment-logo';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api/errors';
import { followPaymentAction, orderCalls, type GatewayOption } from '@/lib/api/hooks/use-orders';

/** Pay now for an unpaid online order: choose an online gateway (the amount is the order's, set by the server). */
export function PayNow({ orderId, gateways, defaultGateway }: { orderId: number; gateways: GatewayOption[]; defaultGateway: string | null }) {
  const online = gateways.filter((g) => g.id !== 'cod');
  const [gateway, setGateway] = useState(online.find((g) => g.id === defaultGateway)?.id ?? online[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const router = useRouter();
  if (online.length === 0) return null;

  const pay = async () => {
    setBusy(true);
    setError(null);
    try {
      const payment = await orderCalls.processPayment(orderId, gateway);
      followPaymentAction(payment.action, payment.redirect ?? `/order-confirmation?orderId=${orderId}`);
    } catch (failure) {
      setError(apiErrorMessage(failure, 'We could not start the payment. Please try again.'));
      setBusy(false);
    }
  };
  const check = async () => {
    setBusy(true);
    try {
      await orderCalls.detail(orderId, 'check');
    } finally {
      setBusy(false);
      router.refresh();
    }
  };

  return (
    <div className="space-y-3 rounded-2xl border border-saffron-400/60 bg-saffron-400/10 p-4">
      <p className="text-sm font-semibold text-cocoa-900">This order is waiting for payment.</p>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Pay with</legend>
        {online.map((g) => (
          <label key={g.id} className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm ${gateway === g.id ? 'border-brand-600 bg-white' : 'border-cocoa-200'}`}>
            <input type="radio" name={`pay-${orderId}`} className="accent-brand-600" checked={gateway === g.id} onChange={() => setGateway(g.id)} />
            <PaymentLogo id={g.id} />
            {g.label}
          </label>
        ))}
      </fieldset>
      <FormAlert message={error} />
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => void pay()} disabled={busy || !gateway}>
          Pay now
        </Button>
        <Button variant="ghost" onClick={() => void check()} disabled={busy}>
          I already paid: check again
        </Button>
      </div>
    </div>
  );
}
