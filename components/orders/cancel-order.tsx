'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/account/form-alert';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api/errors';
import { orderCalls } from '@/lib/api/hooks/use-orders';
import type { CancellationReason } from '@/lib/domain/order-types';
import { MAX_ORDER_NOTE } from '@/lib/validation/orders';

/** Cancel with a reason (allowed until the kitchen starts). */
export function CancelOrder({ orderId, reasons }: { orderId: number; reasons: CancellationReason[] }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [reasonId, setReasonId] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Cancel order
      </Button>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (reasonId === null) {
      setError('Choose a reason.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await orderCalls.cancel(orderId, reasonId, note);
      router.refresh();
      setOpen(false);
    } catch (failure) {
      setError(apiErrorMessage(failure, 'We could not cancel the order. Please call us.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(e) => void submit(e)} className="space-y-3 rounded-2xl border border-cocoa-100 p-4" aria-label="Cancel this order">
      <fieldset className="space-y-1">
        <legend className="mb-1 text-sm font-semibold text-cocoa-900">Why do you want to cancel?</legend>
        {reasons.map((r) => (
          <label key={r.id} className="flex items-center gap-2 text-sm text-gray-800">
            <input type="radio" name="reason" className="accent-brand-600" checked={reasonId === r.id} onChange={() => setReasonId(r.id)} />
            {r.title}
          </label>
        ))}
      </fieldset>
      <label className="flex flex-col gap-1 text-sm font-medium text-cocoa-900">
        Anything to add (optional)
        <textarea className="min-h-16 rounded-xl border border-cocoa-200 p-2 text-sm font-normal" maxLength={MAX_ORDER_NOTE} value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <FormAlert message={error} />
      <div className="flex gap-3">
        <Button type="submit" disabled={busy}>
          Cancel the order
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          Keep it
        </Button>
      </div>
    </form>
  );
}
