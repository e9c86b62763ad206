'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/account/form-alert';
import { SubmitButton } from '@/components/account/submit-button';
import { TextField } from '@/components/account/text-field';
import { useFormState } from '@/components/account/use-form-state';
import { useHydrated } from '@/components/pages/use-hydrated';
import { EMPLOYMENT_TYPES, employmentTypeLabel } from '@/lib/domain/careers';
import { SelectField, TextAreaField } from './select-field';
import { useRevealProblems } from '@/components/ui/reveal';

const FIELDS = ['businessId', 'title', 'description', 'location', 'type', 'salaryMin', 'salaryMax', 'closesOn'] as const;

/** What an existing vacancy's form starts from (rupees and a Kathmandu day, as the owner types them). */
export type VacancyDraft = { id: number; title: string; description: string; location: string; type: string; salaryMin: string; salaryMax: string; closesOn: string };

/**
 * A new vacancy for one of the owner's verified businesses (it opens on /careers at once), or, given `vacancy`, the
 * corrections to an open or paused one (PUT vacancies/{id}).
 */
export function VacancyForm({ businesses, minDate, maxDate, vacancy }: { businesses: Array<{ id: number; name: string; city: string }>; minDate: string; maxDate: string; vacancy?: VacancyDraft }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const first = businesses[0];
  const { attach, showProblems } = useRevealProblems<HTMLFormElement>();
  const form = useFormState(
    FIELDS,
    vacancy
      ? { ...vacancy, businessId: first ? String(first.id) : '' }
      : { businessId: first ? String(first.id) : '', title: '', description: '', location: first?.city ?? '', type: 'full-time', salaryMin: '', salaryMax: '', closesOn: '' },
    undefined,
    showProblems,
  );
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(null);
    const { vacancyCreateSchema, vacancyUpdateSchema } = await import('@/lib/validation/businesses');
    if (!form.validate(vacancy ? vacancyUpdateSchema : vacancyCreateSchema, form.values)) return;
    setPending(true);
    try {
      const { dashboardApi } = await import('@/lib/api/client');
      if (vacancy) {
        // The business stays the one it was posted for (PUT takes no businessId).
        await dashboardApi.put(`vacancies/${vacancy.id}`, { ...form.values, businessId: undefined });
        setDone('Your changes are saved.');
      } else {
        await dashboardApi.post('vacancies', form.values);
        setDone(`“${form.values.title}” is open and listed on the careers page.`);
        form.setValues((v) => ({ ...v, title: '', description: '', salaryMin: '', salaryMax: '', closesOn: '' }));
      }
      router.refresh();
    } catch (error) {
      form.showServerError(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <form ref={attach} method="post" data-hydrated={hydrated || undefined} onSubmit={onSubmit} noValidate aria-labelledby="vacancy-form-title" className="flex flex-col gap-4">
      <h2 id="vacancy-form-title" className="font-display text-xl font-bold text-cocoa-900">
        {vacancy ? 'Edit the vacancy' : 'Post a vacancy'}
      </h2>
      {vacancy ? null : <SelectField label="Business" options={businesses.map((b) => ({ value: String(b.id), label: b.name }))} {...form.field('businessId')} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Job title" {...form.field('title')} />
        <SelectField label="Type" options={EMPLOYMENT_TYPES.map((t) => ({ value: t, label: employmentTypeLabel(t) }))} {...form.field('type')} />
        <TextField label="Location" {...form.field('location')} />
        <TextField label="Applications close on" type="date" min={minDate} max={maxDate} {...form.field('closesOn')} />
        <TextField label="Salary from" labelExtra="(रू a month, optional)" inputMode="numeric" {...form.field('salaryMin')} />
        <TextField label="Salary up to" labelExtra="(रू a month, optional)" inputMode="numeric" {...form.field('salaryMax')} />
      </div>
      <TextAreaField label="About the job" hint="(the work, the hours, who you are looking for)" maxLength={5000} rows={6} {...form.field('description')} />
      <FormAlert message={form.formError} />
      <FormAlert message={done} tone="success" />
      <SubmitButton pending={pending}>{vacancy ? 'Save the changes' : 'Post the vacancy'}</SubmitButton>
    </form>
  );
}
