'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/account/form-alert';
import { SubmitButton } from '@/components/account/submit-button';
import { TextField, inputClass } from '@/components/account/text-field';
import { useFormState } from '@/components/account/use-form-state';
import { useHydrated } from '@/components/pages/use-hydrated';
import { useRevealOn, useRevealProblems } from '@/components/ui/reveal';
import { contactPrefill, fillBlanks } from '@/lib/domain/contact-prefill';
import { CONTACT_LIMITS } from '@/lib/validation/contact-limits';
import { useUserStore } from '@/stores/user-store';

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
const EMPTY = { name: '', email: '', phone: '', subject: '', message: '' };

/**
 * contact-us: name, an email or a phone, subject and message; checked with the API's own schema before sending. The
 * "website" field is a honeypot: hidden from people (and from screen readers), filled in only by bots.
 *
 * A logged-in customer finds their name, email and phone filled in from their account (editable). After sending, the
 * confirmation above the form is brought into view and focused: the shopper pressed Send at the foot of a long form,
 * and on a phone a note at its top would otherwise be off-screen.
 */
export function ContactForm() {
  const { attach, showProblems } = useRevealProblems<HTMLFormElement>();
  const form = useFormState(FIELDS, EMPTY, undefined, showProblems);
  const hydrated = useHydrated();
  const profile = useUserStore((s) => (s.isLoggedIn ? s.profile : null));
  const [website, setWebsite] = useState('');
  const [pending, setPending] = useState(false);
  // `count` makes a second message's confirmation come into view again, though its text is the same (it only grows:
  // the confirmation is cleared while the next message is sent).
  const [sent, setSent] = useState<{ message: string; count: number } | null>(null);
  const sends = useRef(0);
  const confirmation = useRevealOn<HTMLParagraphElement>(sent?.count, { align: 'center' });
  const { setValues } = form;

  // The session is checked after the page loads: fill in what the shopper has not typed yet, once per account.
  const filledFor = useRef<number | null>(null);
  useEffect(() => {
    if (!profile || filledFor.current === profile.id) return;
    filledFor.current = profile.id;
    setValues((values) => fillBlanks(values, contactPrefill(profile)));
  }, [profile, setValues]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { contactSchema } = await import('@/lib/validation/pages');
    const input = form.validate(contactSchema, { ...form.values, website });
    if (!input) return;
    setPending(true);
    setSent(null);
    try {
      const { api } = await import('@/lib/api/client');
      const { data } = await api.post<{ data: { message: string } }>('contact-us', { ...form.values, website });
      sends.current += 1;
      setSent({ message: data.data.message, count: sends.current });
      // Ready for another message: who is writing stays (a customer's own details), what they wrote goes.
      form.setValues({ ...EMPTY, ...(profile ? contactPrefill(profile) : {}) });
    } catch (error) {
      form.showServerError(error);
    } finally {
      setPending(false);
    }
  };

  const message = form.field('message');
  return (
    <form ref={attach} method="post" data-hydrated={hydrated || undefined} onSubmit={onSubmit} noValidate aria-labelledby="contact-form-title" className="flex flex-col gap-4">
      <h2 id="contact-form-title" className="font-display text-2xl font-bold text-cocoa-900">
        Send us a message
      </h2>
      <FormAlert message={sent?.message} tone="success" focusRef={confirmation} />
      <TextField label="Your name" autoComplete="name" {...form.field('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Email" labelExtra="(or phone)" type="email" inputMode="email" autoComplete="email" {...form.field('email')} />
        <TextField label="Phone" labelExtra="(or email)" type="tel" inputMode="tel" autoComplete="tel" {...form.field('phone')} />
      </div>
      <TextField label="Subject" {...form.field('subject')} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="contact-message" className="text-sm font-medium text-cocoa-900">
          Message
        </label>
        <textarea
          id="contact-message"
          name="message"
          rows={6}
          maxLength={CONTACT_LIMITS.messageMax}
          value={message.value}
          onChange={message.onChange}
          aria-invalid={message.error ? true : undefined}
          aria-describedby={message.error ? 'contact-message-error' : undefined}
          className={`${inputClass} h-auto py-2.5 ${message.error ? 'border-brand-600' : 'border-cocoa-200'}`}
        />
        {message.error ? (
          <p id="contact-message-error" className="text-sm text-brand-700">
            {message.error}
          </p>
        ) : null}
      </div>
      {/* The honeypot: off-screen and out of the tab order; people never see it, bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Website</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
      </div>
      <FormAlert message={form.formError} />
      <SubmitButton pending={pending}>Send message</SubmitButton>
    </form>
  );
}
