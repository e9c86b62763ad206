'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/account/form-alert';
import { SubmitButton } from '@/components/account/submit-button';
import { TextField } from '@/components/account/text-field';
import { useFormState } from '@/components/account/use-form-state';
import { useHydrated } from '@/components/pages/use-hydrated';
import { useRevealOn, useRevealProblems } from '@/components/ui/reveal';
import { SELLER_CATEGORIES } from '@/lib/validation/pages';

const FIELDS = ['businessName', 'ownerName', 'phone', 'email', 'pan', 'location', 'categories'] as const;
const EMPTY = { businessName: '', ownerName: '', phone: '', email: '', pan: '', location: '', categories: '' };

/**
 * The seller application (POST sell-at-ug): checked with the API's own schema first; a PAN that already applied gets
 * the server's kind answer (the first application is on its way) instead of a form error. The answer takes the
 * form's place and is brought into view and focused (the form was long: the shorter page would show the footer).
 */
export function SellerForm() {
  const { attach, showProblems } = useRevealProblems<HTMLFormElement>();
  const form = useFormState(FIELDS, EMPTY, undefined, showProblems);
  const hydrated = useHydrated();
  const [categories, setCategories] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<{ message: string; tone: 'success' | 'info' } | null>(null);
  const answer = useRevealOn<HTMLParagraphElement>(done, { align: 'center' });

  const toggle = (value: string) => {
    setCategories((list) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]));
    form.setErrors({ ...form.errors, categories: undefined });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { sellerApplicationSchema } = await import('@/lib/validation/pages');
    const body = { ...form.values, categories };
    if (!form.validate(sellerApplicationSchema, body)) return;
    setPending(true);
    try {
      const { api } = await import('@/lib/api/client');
      const { data } = await api.post<{ data: { message: string } }>('sell-at-ug', body);
      setDone({ message: data.data.message, tone: 'success' });
    } catch (error) {
      const { isAxiosError } = await import('axios');
      const code = isAxiosError(error) ? (error.response?.data as { error?: { code?: string; message?: string } } | undefined)?.error : undefined;
      if (code?.code === 'seller_already_applied' && code.message) setDone({ message: code.message, tone: 'info' });
      else form.showServerError(error);
    } finally {
      setPending(false);
    }
  };

  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <FormAlert message={done.message} tone={done.tone} focusRef={answer} />
        <p className="text-sm text-gray-800">
          We have sent a confirmation to your email. Meanwhile, read{' '}
          <Link href="/sell-at-ug" className="font-medium text-brand-700 underline">
            how selling on Upahar Ghar works
          </Link>
          .
        </p>
      </div>
    );
  }

  return (
    <form ref={attach} method="post" data-hydrated={hydrated || undefined} onSubmit={onSubmit} noValidate aria-label="Seller application" className="flex flex-col gap-4">
      <TextField label="Business name" autoComplete="organization" {...form.field('businessName')} />
      <TextField label="Owner’s full name" autoComplete="name" {...form.field('ownerName')} />
      <TextField label="Mobile number" type="tel" inputMode="tel" autoComplete="tel" {...form.field('phone')} />
      <TextField label="Email" type="email" inputMode="email" autoComplete="email" {...form.field('email')} />
      <TextField label="PAN" labelExtra="(9 digits)" inputMode="numeric" {...form.field('pan')} />
      <TextField label="Location" placeholder="e.g. Thimi, Bhaktapur" autoComplete="address-level2" {...form.field('location')} />
      <fieldset aria-describedby={form.errors.categories ? 'seller-categories-error' : undefined}>
        <legend className="text-sm font-medium text-cocoa-900">What would you sell?</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {SELLER_CATEGORIES.map((c) => (
            <label key={c.value} className="flex min-h-10 items-center gap-2 rounded-xl border border-cocoa-200 px-3 text-sm text-cocoa-900">
              <input type="checkbox" name="categories" value={c.value} checked={categories.includes(c.value)} onChange={() => toggle(c.value)} className="h-4 w-4 accent-brand-600" />
              {c.label}
            </label>
          ))}
        </div>
        {form.errors.categories ? (
          <p id="seller-categories-error" className="mt-1.5 text-sm text-brand-700">
            {form.errors.categories}
          </p>
        ) : null}
      </fieldset>
      <FormAlert message={form.formError} />
      <SubmitButton pending={pending}>Send application</SubmitButton>
    </form>
  );
}
