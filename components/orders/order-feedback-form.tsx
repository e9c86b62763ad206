'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/account/form-alert';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api/errors';
import { orderCalls } from '@/lib/api/hooks/use-orders';
import { MAX_FEEDBACK_COMMENT } from '@/lib/validation/orders';

/** Rate a delivered order: 1–5 stars and a comment, once. */
export function OrderFeedbackForm({ orderId }: { orderId: number }) {
  const router = useRouter();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      setError('Choose a rating from 1 to 5 stars.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await orderCalls.feedback(orderId, rating, comment);
      router.refresh();
    } catch (failure) {
      setError(apiErrorMessage(failure, 'We could not save your rating. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-3 rounded-2xl border border-cocoa-100 p-4" aria-label="Rate this order">
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-cocoa-900">How was it?</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer text-2xl" title={`${n} star${n > 1 ? 's' : ''}`}>
              <input type="radio" name="rating" value={n} className="sr-only" checked={rating === n} onChange={() => setRating(n)} />
              <span aria-hidden="true" className={n <= rating ? 'text-saffron-500' : 'text-cocoa-200'}>
                ★
              </span>
              <span className="sr-only">{n} stars</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex flex-col gap-1 text-sm font-medium text-cocoa-900">
        Comment (optional)
        <textarea className="min-h-16 rounded-xl border border-cocoa-200 p-2 text-sm font-normal" maxLength={MAX_FEEDBACK_COMMENT} value={comment} onChange={(e) => setComment(e.target.value)} />
      </label>
      <FormAlert message={error} />
      <Button type="submit" disabled={busy}>
        Send rating
      </Button>
    </form>
  );
}
