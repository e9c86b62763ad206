'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { lazyToast as toast } from '@/components/ui/lazy-toast';
import { accountCalls } from '@/lib/api/hooks/use-account';
import { useUserStore } from '@/stores/user-store';
import { Button } from '@/components/ui/button';
import { CodeDialog } from './code-dialog';
import { serverErrors } from './form-errors';

const LABEL = { email: 'email', phone: 'phone number' } as const;

/**
 * "Verify" next to an unverified email or phone (verify-email / verify-phone): sends a code, then asks for it in a
 * dialog. Success refreshes the page so the badge turns to Verified.
 */
export function VerifyContactButton({ kind, value }: { kind: 'email' | 'phone'; value: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);

  const send = async () => {
    await accountCalls.verifyContact(kind);
  };

  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        disabled={sending}
        aria-label={`Verify your ${LABEL[kind]}`}
        onClick={async () => {
          setSending(true);
          try {
            await send();
            setOpen(true);
          } catch (failure) {
            toast.error(serverErrors(failure, []).form ?? 'An unexpected error occurred.');
          } finally {
            setSending(false);
          }
        }}
      >
        Verify
      </Button>
      <CodeDialog
        open={open}
        title={`Verify your ${LABEL[kind]}`}
        description={`We sent a 6-digit code to ${value}. It works for 10 minutes.`}
        onClose={() => setOpen(false)}
        onResend={send}
        onSubmit={async (code) => {
          const answer = await accountCalls.verifyContact(kind, code);
          if (answer.user) useUserStore.getState().setUser(answer.user);
          toast.success(kind === 'email' ? 'Your email is verified.' : 'Your phone number is verified.');
          router.refresh();
        }}
      />
    </>
  );
}
