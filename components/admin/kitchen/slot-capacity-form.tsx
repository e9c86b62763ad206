'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { dashboardApi } from '@/lib/api/client';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api/errors';

/**
 * A slot's daily capacity in cakes: a number field and Save (Enter saves too). 0 closes the slot. The server checks
 * the value (0–500, whole); its message shows under the field. Saving while a save runs is not possible.
 */
export function SlotCapacityForm({ slotId, label, capacity, maxBooked }: { slotId: number; label: string; capacity: number; maxBooked: number }) {
  const router = useRouter();
  const [value, setValue] = useState(String(capacity));
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inputId = `capacity-${slotId}`;
  const errorId = `${inputId}-error`;
  const next = Number(value);
  const below = value !== '' && Number.isInteger(next) && next < maxBooked;

  return (
    <form
      className="flex flex-wrap items-start gap-1"
      onSubmit={async (event) => {
        event.preventDefault();
        setPending(true);
        setError(null);
        try {
          await dashboardApi.patch(`admin/slots/${slotId}`, { capacity: value.trim() === '' ? null : Number(value) });
          toast.success(`${label}: ${Number(value) === 0 ? 'closed' : `${Number(value)} cakes a day`}`);
          router.refresh();
        } catch (failure) {
          const message = apiFieldErrors(failure).capacity ?? apiErrorMessage(failure, 'Could not save. Please try again.');
          setError(message);
        } finally {
          setPending(false);
        }
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        Cakes a day for {label}
      </label>
      <input
        id={inputId}
        type="number"
        inputMode="numeric"
        min={0}
        max={500}
        step={1}
        required
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : below ? `${inputId}-below` : undefined}
        className="min-h-9 w-20 rounded-md border border-gray-300 px-2 text-right text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
      />
      <button
        type="submit"
        disabled={pending || value === String(capacity)}
        className="min-h-9 rounded-md bg-gray-900 px-2.5 text-sm font-semibold text-white hover:bg-gray-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-50"
      >
        {pending ? 'Saving…' : 'Save'}
      </button>
      {error ? (
        <p id={errorId} role="alert" className="w-full text-xs text-red-800">
          {error}
        </p>
      ) : below ? (
        <p id={`${inputId}-below`} className="w-full text-xs text-amber-900">
          Below the {maxBooked} already booked on a day: those orders stay, the slot takes no more.
        </p>
      ) : null}
    </form>
  );
}
