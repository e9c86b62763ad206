'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useFilePreview } from '@/components/ui/use-file-preview';
import { apiErrorMessage } from '@/lib/api/errors';
import { uploadFile } from '@/lib/api/hooks/use-uploads';
import { MAX_NOT_DELIVERED_NOTE, NOT_DELIVERED_REASONS } from '@/lib/domain/delivery-road';
import type { OrderStatus } from '@/lib/domain/order-types';
import { photoFileError } from '@/lib/validation/upload-rules';
import { roadCalls } from './road-calls';

// The rider's buttons for one delivery (issue 24), big enough for a thumb on a 360 px phone. Each tap is sent once
// (the button is off while it is on its way; the server refuses a second one anyway) and the list reloads after it.

const big =
  'flex min-h-12 w-full items-center justify-center rounded-xl px-4 text-base font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60';
const primary = `${big} bg-brand-700 text-white active:bg-brand-800`;
const secondary = `${big} border-2 border-gray-400 bg-white text-gray-900 active:bg-gray-100`;

type Props = { orderId: number; number: string; status: OrderStatus; arrived: boolean };

export function DeliveryActions({ orderId, number, status, arrived }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [mode, setMode] = useState<'buttons' | 'deliver' | 'failed'>('buttons');

  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    setBusy(true);
    try {
      await action();
      toast.success(done);
      setMode('buttons');
      router.refresh();
    } catch (error) {
      toast.error(apiErrorMessage(error, failed));
      router.refresh();
    } finally {
      setBusy(false);
    }
  };

  if (status === 'ready') {
    return (
      <button type="button" className={primary} disabled={busy} onClick={() => void run(() => roadCalls.pickedUp(orderId), `${number} picked up`, 'Could not mark it picked up.')}>
        Picked up
      </button>
    );
  }
  if (status !== 'out_for_delivery') return null;
  if (mode === 'deliver') return <DeliverForm orderId={orderId} number={number} busy={busy} run={run} onCancel={() => setMode('buttons')} />;
  if (mode === 'failed') return <NotDeliveredForm orderId={orderId} number={number} busy={busy} run={run} onCancel={() => setMode('buttons')} />;
  return (
    <div className="grid gap-2">
      {!arrived ? (
        <button type="button" className={secondary} disabled={busy} onClick={() => void run(() => roadCalls.arrived(orderId), `Arrived at ${number}`, 'Could not mark the arrival.')}>
          Arrived
        </button>
      ) : null}
      <button type="button" className={primary} disabled={busy} onClick={() => setMode('deliver')}>
        Delivered
      </button>
      <button type="button" className={`${big} text-brand-800 underline`} disabled={busy} onClick={() => setMode('failed')}>
        Could not deliver
      </button>
    </div>
  );
}

type FormProps = {
  orderId: number;
  number: string;
  busy: boolean;
  run: (action: () => Promise<unknown>, done: string, failed: string) => Promise<void>;
  onCancel: () => void;
};

/** Delivered, with an optional photo of the cake at the door (sent through the shop's upload first). */
function DeliverForm({ orderId, number, busy, run, onCancel }: FormProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, show] = useFilePreview();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = file ? photoFileError(file) : null;
    if (problem) {
      setError(problem);
      return;
    }
    await run(
      async () => roadCalls.delivered(orderId, file ? (await uploadFile(file, 'delivery-photo')).id : null),
      `${number} delivered`,
      'Could not mark it delivered. Try again.',
    );
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-2 rounded-xl border border-gray-300 p-3" aria-label={`Delivered ${number}`}>
      <label htmlFor={id} className="text-sm font-medium">
        Photo of the cake at the door (optional)
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        capture="environment"
        className="text-sm"
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          const chosen = e.target.files?.[0] ?? null;
          setFile(chosen);
          setError(chosen ? photoFileError(chosen) : null);
          show(chosen);
        }}
      />
      {/* eslint-disable-next-line @next/next/no-img-element -- a local preview (object URL), never optimised */}
      {preview ? <img src={preview} alt="The photo you took" className="max-h-40 w-auto rounded-lg object-contain" /> : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <button type="submit" className={primary} disabled={busy}>
        {busy ? 'Sending…' : 'Confirm delivered'}
      </button>
      <button type="button" className={secondary} disabled={busy} onClick={onCancel}>
        Back
      </button>
    </form>
  );
}

/** Could not deliver: a listed reason, words of one's own, or both (the customer reads them). */
function NotDeliveredForm({ orderId, number, busy, run, onCancel }: FormProps) {
  const id = useId();
  const [preset, setPreset] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!preset && !note.trim()) {
      setError('Choose a reason or write one: the customer is told.');
      return;
    }
    setError(null);
    await run(() => roadCalls.notDelivered(orderId, { preset, note: note.trim() }), `${number} back to the shop`, 'Could not record it. Try again.');
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-2 rounded-xl border border-gray-300 p-3" aria-label={`Could not deliver ${number}`}>
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-semibold">Why could it not be delivered?</legend>
        {NOT_DELIVERED_REASONS.map((reason) => (
          <label key={reason} className="flex min-h-11 items-center gap-3 rounded-lg px-1 text-base">
            <input type="radio" name={`${id}-reason`} className="size-5 accent-brand-700" checked={preset === reason} onChange={() => setPreset(reason)} />
            {reason}
          </label>
        ))}
      </fieldset>
      <label htmlFor={`${id}-note`} className="text-sm font-medium">
        More about it {preset ? '(optional)' : ''}
      </label>
      <textarea
        id={`${id}-note`}
        value={note}
        maxLength={MAX_NOT_DELIVERED_NOTE}
        onChange={(e) => setNote(e.target.value)}
        className="min-h-20 rounded-lg border border-gray-300 p-2 text-base"
      />
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <button type="submit" className={primary} disabled={busy}>
        {busy ? 'Sending…' : 'Bring it back to the shop'}
      </button>
      <button type="button" className={secondary} disabled={busy} onClick={onCancel}>
        Back
      </button>
    </form>
  );
}
