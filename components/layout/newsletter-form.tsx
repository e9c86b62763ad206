'use client';

import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';

const NEWSLETTER_FALLBACK_ERROR = 'Please try again to subscribe';

type Status = { kind: 'idle' } | { kind: 'invalid'; message: string } | { kind: 'success' | 'error'; message: string };

/**
 * Footer newsletter sign-up (SPEC §5/§8). Checks the address with the API's own schema first, so a typo is caught
 * without a round trip; then shows the server's message (and clears the field) or the server's error message.
 * The schema (zod), the HTTP client (axios) and the toasts are imported on submit: this form is on every page, and
 * loading them up front would add ~100 KB to every page's first-load JavaScript for a form few visitors use. For the
 * same reason it keeps its own "sending" state rather than a React Query mutation. The field is read from the form
 * when it is sent (not held in state): the form is an island (./newsletter-island.tsx), and what a visitor typed
 * before its code arrived is then still what is sent. `spinner` (shown while sending) is
 * rendered by the (server) footer, so its drawing is not in every page's JavaScript either.
 */
export function NewsletterForm({ placeholder, buttonText, spinner }: { placeholder: string; buttonText: string; spinner?: ReactNode }) {
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [sending, setSending] = useState(false);
  // Set at once on a submit, before anything is awaited: the button is disabled only from the next render, after the
  // schema has loaded, so a quick double tap would otherwise send the address twice (and answer the second with
  // "already subscribed").
  const inFlight = useRef(false);
  const inputId = useId();
  const messageId = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await submit(event.currentTarget);
    } finally {
      inFlight.current = false;
    }
  };

  const submit = async (form: HTMLFormElement) => {
    const field = form.elements.namedItem('email');
    const email = field instanceof HTMLInputElement ? field.value : '';
    const { newsletterSchema } = await import('@/lib/validation/newsletter');
    const parsed = newsletterSchema.safeParse({ email });
    if (!parsed.success) {
      setStatus({ kind: 'invalid', message: parsed.error.issues[0]?.message ?? 'Invalid email format' });
      return;
    }
    setStatus({ kind: 'idle' });
    setSending(true);
    const [{ subscribeToNewsletter }, { default: toast }] = await Promise.all([
      import('@/lib/api/hooks/use-newsletter'),
      import('react-hot-toast'),
    ]);
    try {
      const message = await subscribeToNewsletter(parsed.data.email);
      form.reset();
      setStatus({ kind: 'success', message });
      toast.success(message);
    } catch (error) {
      const { apiErrorMessage } = await import('@/lib/api/errors');
      const message = apiErrorMessage(error, NEWSLETTER_FALLBACK_ERROR);
      setStatus({ kind: 'error', message });
      toast.error(message);
    } finally {
      setSending(false);
    }
  };

  const invalid = status.kind === 'invalid' || status.kind === 'error';

  return (
    <form onSubmit={onSubmit} noValidate className="w-full md:max-w-md" aria-label="Newsletter sign-up">
      <div className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          Email address
        </label>
        <input
          id={inputId}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          onChange={() => {
            if (status.kind === 'invalid') setStatus({ kind: 'idle' });
          }}
          placeholder={placeholder}
          aria-invalid={invalid || undefined}
          aria-describedby={status.kind === 'idle' ? undefined : messageId}
          className="h-11 min-w-0 flex-1 rounded-full border border-white/30 bg-white px-4 text-sm text-cocoa-900 placeholder:text-gray-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-400"
        />
        <button
          type="submit"
          disabled={sending}
          className="inline-flex h-11 shrink-0 items-center gap-2 rounded-full bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-400 disabled:opacity-70"
        >
          {sending ? spinner : null}
          {buttonText}
        </button>
      </div>
      <p
        id={messageId}
        role={status.kind === 'success' ? 'status' : 'alert'}
        className={`mt-2 min-h-5 pl-4 text-sm ${status.kind === 'success' ? 'text-white' : 'text-saffron-400'}`}
      >
        {status.kind === 'idle' ? '' : status.message}
      </p>
    </form>
  );
}
