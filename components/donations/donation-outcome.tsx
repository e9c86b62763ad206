'use client';

import { useSearchParams } from 'next/navigation';

const TEXT: Record<string, { tone: 'good' | 'bad'; text: string }> = {
  paid: { tone: 'good', text: 'Thank you! Your gift has been received and counted. Your receipt is on its way to your email.' },
  pending: { tone: 'bad', text: 'Your payment is still being confirmed by the gateway. It will be counted as soon as it is.' },
  failed: { tone: 'bad', text: 'The payment did not go through, so nothing was taken. You can try again below.' },
  refused: { tone: 'bad', text: 'We could not confirm that payment. If money left your wallet, contact us with your receipt from the gateway.' },
  error: { tone: 'bad', text: 'Something went wrong on our side while confirming your payment. Please check again in a minute.' },
  // An order's callback that reached the donations' return: nothing was counted or marked here.
  'not-a-donation': { tone: 'bad', text: 'That payment was for an order, not a gift, so nothing was counted here. You will find the order under My orders.' },
};

/** The outcome of the gateway's return (?payment=…), read in the browser so the cause's page stays cached. */
export function DonationOutcome() {
  const outcome = TEXT[useSearchParams().get('payment') ?? ''];
  if (!outcome) return null;
  return (
    <p role="status" className={`rounded-2xl p-4 font-semibold ${outcome.tone === 'good' ? 'bg-leaf-500/15 text-leaf-700' : 'bg-brand-50 text-brand-800'}`} data-testid="donation-outcome">
      {outcome.text}
    </p>
  );
}
