'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/account/form-alert';
import { StarInput } from '@/components/care/star-input';
import { Button } from '@/components/ui/button';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api/errors';
import { feedbackCalls } from '@/lib/api/hooks/use-care';
import { MAX_FEEDBACK_COMMENT } from '@/lib/validation/orders';

/** Rate a delivered order, once: the cake (required), the delivery and the rider (optional), and a comment. */
export function OrderFeedbackForm({ orderId }: { orderId: number }) {
  const router = useRouter();
  const [rating, setRating] = useState(0);
  const [deliveryRating, setDeliveryRating] = useState(0);
  const [riderRating, setRiderRating] = useState(0);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      setFields({ rating: 'Rate the cake from 1 to 5 stars' });
      return;
    }
    setBusy(true);
    setError(null);
    setFields({});
    try {
      await feedbackCalls.give({
        orderId,
        rating,
        ...(deliveryRating ? { deliveryRating } : {}),
        ...(riderRating ? { riderRating } : {}),
        comment,
      });
      router.refresh();
    } catch (failure) {
      setFields(apiFieldErrors(failure));
      setError(apiErrorMessage(failure, 'We could not save your rating. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3 rounded-2xl border border-cocoa-100 p-4" aria-label="Rate this order">
      <h2 className="font-display text-lg font-bold text-cocoa-900">How was it?</h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <StarInput legend="The cake or gift" name="rating" value={rating} onChange={setRating} error={fields.rating} />
        <StarInput legend="The delivery (optional)" name="delivery-rating" value={deliveryRating} onChange={setDeliveryRating} error={fields.deliveryRating} />
        <StarInput legend="The rider (optional)" name="rider-rating" value={riderRating} onChange={setRiderRating} error={fields.riderRating} />
      </div>
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
