'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/account/form-alert';
import { SubmitButton } from '@/components/account/submit-button';
import { TextField, verbatimInput } from '@/components/account/text-field';
import { useFormState } from '@/components/account/use-form-state';
import { useHydrated } from '@/components/pages/use-hydrated';
import { INFLUENCER_ERRORS, INFLUENCER_MIN_FOLLOWERS, INFLUENCER_NICHE_LABELS, INFLUENCER_NICHES, SOCIAL_LABELS, SOCIAL_PLATFORMS } from '@/lib/domain/businesses';
import { SelectField, TextAreaField } from './select-field';
import { useRevealProblems } from '@/components/ui/reveal';

const FIELDS = [
  'instagramHandle', 'instagramFollowers', 'tiktokHandle', 'tiktokFollowers', 'youtubeHandle', 'youtubeFollowers', 'facebookHandle', 'facebookFollowers', 'niche', 'city', 'pitch',
] as const;

/** register-as-influencer: the social accounts with their followers, the niche, the city and a short pitch. */
export function InfluencerForm({ city }: { city: string }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const initial = Object.fromEntries(FIELDS.map((f) => [f, ''])) as Record<(typeof FIELDS)[number], string>;
  const { attach, showProblems } = useRevealProblems<HTMLFormElement>();
  const form = useFormState(FIELDS, { ...initial, city }, undefined, showProblems);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { influencerRegisterSchema } = await import('@/lib/validation/businesses');
    const input = form.validate(influencerRegisterSchema, form.values);
    if (!input) return;
    setPending(true);
    try {
      const { authApi } = await import('@/lib/api/client');
      await authApi.post('register-as-influencer', form.values);
      router.refresh();
    } catch (error) {
      const { apiErrorMessage } = await import('@/lib/api/errors');
      form.showServerError(error);
      if (!form.formError) form.setFormError(apiErrorMessage(error, INFLUENCER_ERRORS.register));
    } finally {
      setPending(false);
    }
  };

  return (
    <form ref={attach} method="post" data-hydrated={hydrated || undefined} onSubmit={onSubmit} noValidate aria-labelledby="influencer-title" className="flex flex-col gap-5">
      <h2 id="influencer-title" className="font-display text-xl font-bold text-cocoa-900">
        Become an Upahar Ghar influencer
      </h2>
      <p className="text-sm text-gray-800">
        Add the accounts you post from (at least one, with {INFLUENCER_MIN_FOLLOWERS.toLocaleString('en-IN')} followers or more across them). Once our team approves you, you get
        your own discount code, and every order placed with it is counted for you here.
      </p>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-cocoa-900">Your social accounts</legend>
        {SOCIAL_PLATFORMS.map((platform) => (
          <div key={platform} className="contents">
            <TextField label={`${SOCIAL_LABELS[platform]} handle`} labelExtra="(optional)" placeholder="@yourname" {...verbatimInput} {...form.field(`${platform}Handle`)} />
            <TextField label={`${SOCIAL_LABELS[platform]} followers`} inputMode="numeric" {...form.field(`${platform}Followers`)} />
          </div>
        ))}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="What you post about" placeholder="Choose a niche" options={INFLUENCER_NICHES.map((n) => ({ value: n, label: INFLUENCER_NICHE_LABELS[n] }))} {...form.field('niche')} />
        <TextField label="City" autoComplete="address-level2" {...form.field('city')} />
      </div>
      <TextAreaField label="Your pitch" hint="(30 to 600 characters)" maxLength={600} rows={4} {...form.field('pitch')} />
      <FormAlert message={form.formError} />
      <SubmitButton pending={pending}>Send my application</SubmitButton>
    </form>
  );
}
