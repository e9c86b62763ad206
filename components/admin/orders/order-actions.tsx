'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { dashboardApi } from '@/lib/api/client';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api/errors';
import type { AdminOrderActions, GatewayCheckResult } from '@/lib/server/services/admin-orders/types';
import { CANCEL_REASONS, OTHER_REASON, reasonText } from './cancel-reasons';

// The order page's buttons: confirm, cancel with a reason, mark a refund done, check with the gateway. Each shows only
// when this staff member's role may do it and the order's state allows it (the server decides `actions`, and checks
// again on every call). One request per tap (disabled while it runs), the answer as a toast, then the page is drawn
// again from the server (router.refresh()).

type Props = {
  orderId: number;
  number: string;
  actions: AdminOrderActions;
  /** Shown beside Cancel when the order is paid: cancelling makes this amount due back. */
  paidAmount: string | null;
  refundAmount: string | null;
  paymentLabel: string;
};

const primary =
  'min-h-10 rounded-md px-3 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60';
const secondary =
  'min-h-10 rounded-md border border-gray-300 bg-white px-3 text-sm font-semibold hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60';
const field = 'w-full rounded-md border border-gray-300 px-2 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-brand-600';

function useAction() {
  const router = useRouter();
  const [pending, setPending] = useState<string | null>(null);
  async function run<T>(name: string, call: () => Promise<T>, onDone: (result: T) => void, onError?: (error: unknown) => void) {
    setPending(name);
    try {
      onDone(await call());
    } catch (error) {
      toast.error(apiErrorMessage(error, 'That did not work. Please try again.'));
      onError?.(error);
    } finally {
      setPending(null);
      router.refresh();
    }
  }
  return { pending, run };
}

/** A form opened by a button takes the focus to its first field, so the keyboard carries on where the eyes go. */
function useFocusOnOpen() {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('input, textarea, select')?.focus();
  }, []);
  return ref;
}

function CancelForm({ orderId, number, paidAmount, paymentLabel, onClose }: Pick<Props, 'orderId' | 'number' | 'paidAmount' | 'paymentLabel'> & { onClose: () => void }) {
  const { pending, run } = useAction();
  const [choice, setChoice] = useState('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = useId();
  const form = useFocusOnOpen();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reason = reasonText(choice, details);
    if (!reason) {
      setError(choice === OTHER_REASON ? 'Write the reason: the customer is told.' : 'Choose a reason: the customer is told.');
      return;
    }
    setError(null);
    void run(
      'cancel',
      () => dashboardApi.post(`admin/orders/${orderId}/cancel`, { reason }),
      () => {
        toast.success(`${number} cancelled${paidAmount ? `: ${paidAmount} is now due back` : ''}`);
        onClose();
      },
      (failure) => setError(apiFieldErrors(failure).reason ?? null),
    );
  };

  return (
    <form ref={form} onSubmit={submit} className="mt-2 w-full space-y-2 rounded-lg border border-red-200 bg-red-50 p-3" aria-labelledby={`${ids}-title`} noValidate>
      <h2 id={`${ids}-title`} className="font-semibold">
        Cancel {number}
      </h2>
      <fieldset>
        <legend className="text-sm font-medium">Reason (the customer is told)</legend>
        <div className="mt-1 grid gap-1 sm:grid-cols-2">
          {[...CANCEL_REASONS, OTHER_REASON].map((reason) => (
            <label key={reason} className="flex items-start gap-2 text-sm">
              <input type="radio" name="reason" value={reason} checked={choice === reason} onChange={() => setChoice(reason)} className="mt-1" />
              {reason}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="block text-sm font-medium">
        {choice === OTHER_REASON ? 'The reason' : 'More details (optional)'}
        <textarea
          value={details}
          onChange={(e) => setDetails(e.target.value)}
          maxLength={400}
          rows={2}
          className={field}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids}-error` : undefined}
        />
      </label>
      {error ? (
        <p id={`${ids}-error`} role="alert" className="text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      {paidAmount ? (
        <p className="text-sm">
          This order is paid through {paymentLabel}: cancelling it makes <strong>{paidAmount}</strong> due back to the customer.
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" disabled={pending !== null} className={`${primary} bg-red-700 hover:bg-red-800`}>
          {pending ? 'Cancelling…' : 'Cancel the order'}
        </button>
        <button type="button" onClick={onClose} className={secondary}>
          Keep it
        </button>
      </div>
    </form>
  );
}

function RefundForm({ orderId, number, refundAmount, paymentLabel, onClose }: Pick<Props, 'orderId' | 'number' | 'refundAmount' | 'paymentLabel'> & { onClose: () => void }) {
  const { pending, run } = useAction();
  const [note, setNote] = useState('');
  const ids = useId();
  const form = useFocusOnOpen();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = note.trim() ? { note: note.trim() } : {};
    void run(
      'refund',
      () => dashboardApi.post(`admin/orders/${orderId}/refund`, body),
      () => {
        toast.success(`Refund for ${number} marked done; the customer is told`);
        onClose();
      },
    );
  };
  return (
    <form ref={form} onSubmit={submit} className="mt-2 w-full space-y-2 rounded-lg border border-violet-200 bg-violet-50 p-3" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="font-semibold">
        Refund {refundAmount} for {number}
      </h2>
      <p className="text-sm">Send the money back through {paymentLabel} first (its merchant portal), then mark it done here: the customer is told by mail and SMS.</p>
      <label className="block text-sm font-medium">
        How it was returned (optional; the customer sees it)
        <input type="text" value={note} onChange={(e) => setNote(e.target.value)} maxLength={300} className={field} placeholder="e.g. eSewa refund ref 7HX2" />
      </label>
      <div className="flex gap-2">
        <button type="submit" disabled={pending !== null} className={`${primary} bg-violet-700 hover:bg-violet-800`}>
          {pending ? 'Saving…' : 'Mark refund done'}
        </button>
        <button type="button" onClick={onClose} className={secondary}>
          Not yet
        </button>
      </div>
    </form>
  );
}

export function OrderActions(props: Props) {
  const { orderId, number, actions } = props;
  const { pending, run } = useAction();
  const [open, setOpen] = useState<'cancel' | 'refund' | null>(null);
  if (!actions.confirm && !actions.cancel && !actions.refund && !actions.checkGateway) return null;

  const confirm = () =>
    run('confirm', () => dashboardApi.post(`admin/orders/${orderId}/confirm`), () => toast.success(`${number} confirmed; the customer is told`));

  const checkGateway = () =>
    run(
      'check',
      () => dashboardApi.post<{ data: GatewayCheckResult }>(`admin/orders/${orderId}/check-gateway`),
      (response) => {
        const { outcome, message } = response.data.data;
        if (outcome === 'paid') toast.success(message, { duration: 6000 });
        else if (outcome === 'failed') toast.error(message, { duration: 6000 });
        else toast(message, { duration: 6000 });
      },
    );

  return (
    <div className="flex flex-wrap items-start gap-2 print:hidden" role="group" aria-label="What to do with this order">
      {actions.confirm ? (
        <button type="button" onClick={confirm} disabled={pending !== null} className={`${primary} bg-emerald-700 hover:bg-emerald-800`}>
          {pending === 'confirm' ? 'Confirming…' : 'Confirm'}
        </button>
      ) : null}
      {actions.checkGateway ? (
        <button type="button" onClick={checkGateway} disabled={pending !== null} className={secondary}>
          {pending === 'check' ? 'Asking the gateway…' : 'Check with the gateway'}
        </button>
      ) : null}
      {actions.refund ? (
        <button type="button" aria-expanded={open === 'refund'} onClick={() => setOpen(open === 'refund' ? null : 'refund')} className={`${primary} bg-violet-700 hover:bg-violet-800`}>
          Mark refund done…
        </button>
      ) : null}
      {actions.cancel ? (
        <button type="button" aria-expanded={open === 'cancel'} onClick={() => setOpen(open === 'cancel' ? null : 'cancel')} className={`${secondary} text-red-800`}>
          Cancel order…
        </button>
      ) : null}
      {open === 'cancel' && actions.cancel ? <CancelForm {...props} onClose={() => setOpen(null)} /> : null}
      {open === 'refund' && actions.refund ? <RefundForm {...props} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
