'use client';

import { useQuery, useQueryClient } from '@/lib/api/react-query';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/account/form-alert';
import { StarInput } from '@/components/care/star-input';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api/errors';
import { feedbackCalls } from '@/lib/api/hooks/use-care';
import { useUserStore } from '@/stores/user-store';

/**
 * Home's orderFeedback (SPEC §3 Home): "How was your order?" for the logged-in customer's last delivered order not yet
 * rated. Fetched in the browser (order/feedback), so the home page stays one cached page for everyone.
 */
export function OrderFeedbackCard() {
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  const queryClient = useQueryClient();
  const prompt = useQuery({ queryKey: ['order-feedback-prompt'], queryFn: feedbackCalls.prompt, enabled: isLoggedIn, staleTime: 60_000 });
  const [rating, setRating] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  if (done) {
    return (
      <p role="status" className="my-4 rounded-2xl border border-leaf-500/30 bg-leaf-500/10 p-4 text-sm text-leaf-700">
        Thank you for rating your order! It helps our bakers and riders.
      </p>
    );
  }
  const order = prompt.data;
  if (!isLoggedIn || !order) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      setError('Choose a rating from 1 to 5 stars.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await feedbackCalls.give({ orderId: order.orderId, rating });
      setDone(true);
      queryClient.setQueryData(['order-feedback-prompt'], null);
    } catch (failure) {
      setError(apiErrorMessage(failure, 'We could not save your rating. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="order-feedback-title" className="my-4 rounded-2xl border border-cocoa-200 bg-cocoa-50 p-4" data-testid="order-feedback-prompt">
      <h2 id="order-feedback-title" className="font-display text-lg font-bold text-cocoa-900">
        How was your {order.itemName}?
      </h2>
      <p className="text-sm text-gray-800">
        Order {order.number}, delivered {order.deliveredOn}.{' '}
        <Link href={order.url} className="font-semibold text-brand-700 underline">
          Rate the delivery and the rider too
        </Link>
      </p>
      <form onSubmit={(e) => void submit(e)} className="mt-2 flex flex-wrap items-end gap-3">
        <StarInput legend="Your rating of the cake" name="home-order-rating" value={rating} onChange={setRating} />
        <Button type="submit" size="sm" disabled={busy}>
          Send rating
        </Button>
      </form>
      <div className="mt-2">
        <FormAlert message={error} />
      </div>
    </section>
  );
}
