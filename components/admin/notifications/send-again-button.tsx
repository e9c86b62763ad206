'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { callAdmin } from '../staff/api-call';

// "Send again" on one failed message (/admin/notifications): the server puts it back in the outbox and sends it after
// answering; the list then no longer shows it (unless it fails again, every attempt).

export function SendAgainButton({ id, what }: { id: number; what: string }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const send = async () => {
    if (pending) return;
    setPending(true);
    const result = await callAdmin('post', `admin/notifications/${id}/send-again`);
    setPending(false);
    if (result.ok) toast.success(`Sending again: ${what}`);
    else toast.error(result.message);
    router.refresh();
  };
  return (
    <button
      type="button"
      onClick={send}
      disabled={pending}
      className="min-h-10 rounded-md border border-gray-300 bg-white px-3 text-sm font-semibold hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
    >
      {pending ? 'Sending…' : 'Send again'}
    </button>
  );
}
