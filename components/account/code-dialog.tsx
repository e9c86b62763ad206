'use client';

import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState, type FormEvent } from 'react';
import { codeSchema } from '@/lib/validation/account-codes';
import { CodeField } from './code-field';
import { FormAlert } from './form-alert';
import { ResendCodeButton } from './resend-code-button';
import { serverErrors } from './form-errors';
import { SubmitButton } from './submit-button';
import { useCooldown } from './use-cooldown';

export const CODE_RESEND_SECONDS = 30;

type Props = {
  open: boolean;
  title: string;
  /** Where the code went, e.g. 'We sent a 6-digit code to 98XXXXXXXX.' */
  description: string;
  onClose: () => void;
  /** Checks the code with the server; throws the axios error when refused. */
  onSubmit: (code: string) => Promise<void>;
  /** Sends a fresh code. */
  onResend: () => Promise<void>;
};

/**
 * "Enter the code we sent": a modal with one code box. The server's answer to a wrong code ('That code is not
 * right. N tries left.') shows beside the box; the typed code stays until the person changes it.
 */
export function CodeDialog({ open, title, description, onClose, onSubmit, onResend }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const cooldown = useCooldown();

  const close = () => {
    setCode('');
    setError(null);
    setFormError(null);
    setNotice(null);
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The dialog is portalled out of its opener's DOM, but React bubbles this submit along the component tree: an
    // opener rendered inside another <form> would submit that one too (a second request for one press of Enter).
    event.stopPropagation();
    setFormError(null);
    const parsed = codeSchema.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setPending(true);
    try {
      await onSubmit(parsed.data);
      close();
    } catch (failure) {
      const { fields, form } = serverErrors(failure, ['code']);
      setError(fields.code ?? null);
      setFormError(form);
    } finally {
      setPending(false);
    }
  };

  const resend = async () => {
    setFormError(null);
    setNotice(null);
    try {
      await onResend();
      setNotice('We sent you a new code.');
      setCode('');
      cooldown.start(CODE_RESEND_SECONDS);
    } catch (failure) {
      setFormError(serverErrors(failure, []).form);
    }
  };

  return (
    <Dialog open={open} onClose={close} className="relative z-50">
      <div className="fixed inset-0 bg-cocoa-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center p-0 sm:items-center sm:p-4">
        <DialogPanel className="w-full max-w-md rounded-t-3xl bg-white p-6 shadow-xl sm:rounded-3xl">
          <DialogTitle className="font-display text-xl font-bold text-cocoa-900">{title}</DialogTitle>
          <Description className="mt-1 text-sm text-cocoa-800">{description}</Description>
          <form onSubmit={submit} noValidate className="mt-5 flex flex-col gap-4">
            <CodeField
              label="6-digit code"
              name="code"
              value={code}
              onValueChange={(value) => {
                setCode(value);
                setError(null);
              }}
              error={error}
              data-autofocus
            />
            <FormAlert tone="info" message={notice} />
            <FormAlert message={formError} />
            <SubmitButton pending={pending}>Verify</SubmitButton>
            <div className="flex items-center justify-between gap-2 text-sm">
              <button type="button" onClick={close} className="min-h-9 rounded-lg px-1 font-medium text-cocoa-800 hover:underline">
                Cancel
              </button>
              <ResendCodeButton remaining={cooldown.remaining} onClick={resend} />
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
