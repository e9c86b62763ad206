'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { lazyToast as toast } from '@/components/ui/lazy-toast';
import { goToLogin } from '@/components/product/go-to-login';
import { Button } from '@/components/ui/button';
import type { ConnectionTab } from '@/lib/domain/people';

// The buttons of one row of /profile/connections: Accept / Decline / Hide an incoming request, Accept / Decline a
// hidden one, Cancel a sent one, Remove a connection. The list is reloaded from the server after each.

type Props = { tab: ConnectionTab; id: number; username: string; name: string };

type Step = { label: string; variant: 'primary' | 'secondary' | 'ghost'; done: string; run: () => Promise<unknown> };

export function ConnectionRowActions({ tab, id, username, name }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const first = name.split(/\s+/)[0] ?? name;
  const people = () => import('@/lib/api/hooks/use-people').then((m) => m.peopleCalls);

  const run = async (step: Step) => {
    if (busy) return;
    setBusy(true);
    try {
      await step.run();
      toast.success(step.done, { id: `connection-${id}` });
      router.refresh();
    } catch (error) {
      if ((error as { response?: { status?: number } } | null)?.response?.status === 401) return goToLogin();
      const { apiErrorMessage } = await import('@/lib/api/errors');
      toast.error(apiErrorMessage(error, 'That did not work. Please try again.'));
      router.refresh();
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  const accept: Step = { label: 'Accept', variant: 'primary', done: `You and ${first} are connected.`, run: () => people().then((p) => p.answer('accept', id)) };
  const decline: Step = { label: 'Decline', variant: 'secondary', done: 'Request declined.', run: () => people().then((p) => p.answer('decline', id)) };
  const hide: Step = { label: 'Hide', variant: 'ghost', done: 'Request hidden. Find it under Hidden.', run: () => people().then((p) => p.answer('hide', id)) };
  const cancel: Step = { label: 'Cancel request', variant: 'secondary', done: 'Request cancelled.', run: () => people().then((p) => p.answer('cancel', id)) };
  const remove: Step = { label: 'Yes, remove', variant: 'secondary', done: `${first} is no longer a connection.`, run: () => people().then((p) => p.remove(username)) };

  if (tab === 'connections' && !confirming) {
    return (
      <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} aria-label={`Remove ${name} from your connections`}>
        Remove
      </Button>
    );
  }
  const steps = { incoming: [accept, decline, hide], hidden: [accept, decline], sent: [cancel], connections: [remove] }[tab];
  return (
    <div className="flex flex-wrap items-center gap-2">
      {confirming ? <span className="text-sm text-cocoa-900">Remove {first}?</span> : null}
      {steps.map((step) => (
        <Button key={step.label} size="sm" variant={step.variant} disabled={busy} onClick={() => run(step)} aria-label={`${step.label}: ${name}`}>
          {step.label}
        </Button>
      ))}
      {confirming ? (
        <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
          Keep
        </Button>
      ) : null}
    </div>
  );
}
