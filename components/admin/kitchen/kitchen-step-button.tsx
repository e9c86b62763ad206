'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { dashboardApi } from '@/lib/api/client';
import { apiErrorMessage } from '@/lib/api/errors';
import { KITCHEN_STEPS, type KitchenStep } from '@/lib/domain/kitchen';

/**
 * "Start baking" / "Ready" for one order: one request (the button is disabled while it runs, so a double tap sends
 * it once), a toast with the result, and the board drawn again from the server.
 */
export function KitchenStepButton({ orderId, orderNumber, step }: { orderId: number; orderNumber: string; step: KitchenStep }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const { label } = KITCHEN_STEPS[step];
  return (
    <button
      type="button"
      disabled={pending}
      aria-label={`${label}: ${orderNumber}`}
      className={`min-h-10 whitespace-nowrap rounded-md px-3 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 ${
        step === 'baking' ? 'bg-orange-700 hover:bg-orange-800' : 'bg-emerald-700 hover:bg-emerald-800'
      }`}
      onClick={async () => {
        setPending(true);
        try {
          await dashboardApi.post(`admin/kitchen/orders/${orderId}/${step}`);
          toast.success(step === 'baking' ? `${orderNumber}: baking` : `${orderNumber}: ready to go`);
        } catch (error) {
          toast.error(apiErrorMessage(error, 'That did not work. Please try again.'));
        } finally {
          setPending(false);
          router.refresh();
        }
      }}
    >
      {pending ? '…' : label}
    </button>
  );
}
