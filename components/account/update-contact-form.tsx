'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { lazyToast as toast } from '@/components/ui/lazy-toast';
import { accountCalls } from '@/lib/api/hooks/use-account';
import { updateEmailSchema, updatePhoneSchema } from '@/lib/validation/account-codes';
import { useUserStore } from '@/stores/user-store';
import { CodeDialog } from './code-dialog';
import { FormAlert } from './form-alert';
import { serverErrors, zodFieldErrors } from './form-errors';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

const TEXT = {
  email: { label: 'New email', noun: 'email', current: 'Current email', saved: 'Your email is updated.' },
  phone: { label: 'New mobile number', noun: 'mobile number', current: 'Current mobile number', saved: 'Your mobile number is updated.' },
} as const;

/**
 * Change the email or phone (update-email / update-phone): the new value gets a code, and the account changes only
 * once that code is entered. Until then the old value stays (the server keeps it too).
 *
 * The code dialog is rendered beside this form, never inside it: the dialog sits in a portal, but React still
 * bubbles its submit event up the component tree, so inside this <form> one press of Enter (or Verify) in the dialog
 * also submitted this form — a second request that sent a new code (the code just typed came back "expired") or,
 * after the change, answered "This is already your mobile number.". One submit is one request.
 */
export function UpdateContactForm({ kind, current }: { kind: 'email' | 'phone'; current: string | null }) {
  const router = useRouter();
  const text = TEXT[kind];
  const [value, setValue] = useState('');
  const [target, setTarget] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);

  const parse = (raw: string) => (kind === 'email' ? updateEmailSchema.safeParse({ email: raw }) : updatePhoneSchema.safeParse({ phone: raw }));

  const sendCode = async (to: string) => {
    await accountCalls.updateContact(kind, to);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    setSaved(null);
    const parsed = parse(value);
    if (!parsed.success) {
      setError(zodFieldErrors(parsed.error)[kind] ?? null);
      return;
    }
    const to = kind === 'email' ? (parsed.data as { email: string }).email : (parsed.data as { phone: string }).phone;
    setError(null);
    setPending(true);
    try {
      await sendCode(to);
      setTarget(to);
    } catch (failure) {
      const { fields, form } = serverErrors(failure, [kind]);
      setError(fields[kind] ?? null);
      setFormError(form);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={`Change your ${text.noun}`}>
        <p className="text-sm text-cocoa-800">
          {text.current}: <strong className="break-all text-cocoa-900">{current ?? 'not added yet'}</strong>
        </p>
        <TextField
          label={text.label}
          name={kind}
          type={kind === 'email' ? 'email' : 'tel'}
          inputMode={kind === 'email' ? 'email' : 'tel'}
          autoComplete={kind === 'email' ? 'email' : 'tel-national'}
          placeholder={kind === 'phone' ? '98XXXXXXXX' : undefined}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
            setSaved(null);
          }}
          error={error}
        />
        <FormAlert message={formError} />
        <FormAlert tone="success" message={saved} />
        <div className="sm:max-w-xs">
          <SubmitButton pending={pending}>Send code</SubmitButton>
        </div>
      </form>
      <CodeDialog
        open={target !== null}
        title={`Confirm your new ${text.noun}`}
        description={`We sent a 6-digit code to ${target ?? ''}. Your ${text.noun} changes once you enter it.`}
        onClose={() => setTarget(null)}
        onResend={() => sendCode(target ?? '')}
        onSubmit={async (code) => {
          const answer = await accountCalls.updateContact(kind, target ?? '', code);
          if (answer.user) useUserStore.getState().setUser(answer.user);
          setValue('');
          setError(null);
          setFormError(null);
          // Said where the person is looking, and kept there (the toast fades): "Your mobile number is now 98…".
          setSaved(answer.message ?? text.saved);
          toast.success(text.saved);
          router.refresh();
        }}
      />
    </>
  );
}
