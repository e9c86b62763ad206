'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { apiErrorMessage } from '@/lib/api/errors';
import { roadCalls } from './road-calls';

type Rider = { id: number; name: string; assigned: number; onTheRoad: number };

/**
 * Dispatch's choice of rider for one order: a list and a button (not a change on select, so moving through the list
 * with the arrow keys never assigns anyone by accident). The board reloads from the server after each choice.
 */
export function RiderPicker({ orderId, orderNumber, riderId, riders }: { orderId: number; orderNumber: string; riderId: number | null; riders: Rider[] }) {
  const router = useRouter();
  const id = useId();
  const [choice, setChoice] = useState(riderId === null ? '' : String(riderId));
  const [busy, setBusy] = useState(false);
  const chosen = choice === '' ? null : Number(choice);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const order = await roadCalls.assign(orderId, chosen);
      toast.success(order.rider ? `${orderNumber} → ${order.rider.name}` : `${orderNumber}: no rider`);
      router.refresh();
    } catch (error) {
      toast.error(apiErrorMessage(error, 'The rider could not be changed. Try again.'));
      setChoice(riderId === null ? '' : String(riderId));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="flex items-center gap-1.5">
      <label htmlFor={id} className="sr-only">
        Rider for {orderNumber}
      </label>
      <select
        id={id}
        value={choice}
        onChange={(e) => setChoice(e.target.value)}
        className="max-w-44 rounded-md border border-gray-300 bg-white px-2 py-1 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <option value="">No rider</option>
        {riders.map((rider) => (
          <option key={rider.id} value={rider.id}>
            {rider.name} ({rider.assigned + rider.onTheRoad})
          </option>
        ))}
      </select>
      <button
        type="submit"
        disabled={busy || chosen === riderId}
        className="rounded-md border border-gray-300 px-2 py-1 text-sm font-medium hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
      >
        {chosen === null && riderId !== null ? 'Unassign' : 'Assign'}
      </button>
    </form>
  );
}
