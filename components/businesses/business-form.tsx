'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/account/form-alert';
import { SubmitButton } from '@/components/account/submit-button';
import { TextField } from '@/components/account/text-field';
import { useFormState } from '@/components/account/use-form-state';
import { useHydrated } from '@/components/pages/use-hydrated';
import { BUSINESS_TYPE_LABELS, BUSINESS_TYPES, KATHMANDU_CENTRE } from '@/lib/domain/businesses';
import { PHOTO_MAX_BYTES, UPLOAD_MESSAGES } from '@/lib/validation/upload-rules';
import { PinPicker } from './pin-picker';
import { SelectField, TextAreaField } from './select-field';
import { useRevealProblems } from '@/components/ui/reveal';

const FIELDS = ['name', 'type', 'pan', 'address', 'city', 'latitude', 'longitude', 'phone', 'description', 'logoUploadId'] as const;

/** An existing business's values, for the edit form (the PAN is shown, not changed). */
export type BusinessDraft = { id: number; name: string; type: string; pan: string; address: string; city: string; latitude: number; longitude: number; phone: string; description: string };

/**
 * /profile/add-business: the business, its pin on the map and its logo (uploaded first, like a review's photo). Given
 * `business`, the same form corrects it (PUT businesses/{id}); the PAN stays as staff verified it.
 */
export function BusinessForm({ business }: { business?: BusinessDraft }) {
  const router = useRouter();
  const hydrated = useHydrated();
  const logoId = useId();
  const { attach, showProblems } = useRevealProblems<HTMLFormElement>();
  const form = useFormState(
    FIELDS,
    business
      ? { ...business, latitude: String(business.latitude), longitude: String(business.longitude), logoUploadId: '' }
      : { name: '', type: '', pan: '', address: '', city: 'Kathmandu', latitude: String(KATHMANDU_CENTRE.latitude), longitude: String(KATHMANDU_CENTRE.longitude), phone: '', description: '', logoUploadId: '' },
    undefined,
    showProblems,
  );
  const [logo, setLogo] = useState<File | null>(null);
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (logo && (logo.size > PHOTO_MAX_BYTES || !/^image\/(jpeg|png|webp)$/.test(logo.type))) {
      form.setErrors({ logoUploadId: logo.size > PHOTO_MAX_BYTES ? UPLOAD_MESSAGES.tooBig : UPLOAD_MESSAGES.type });
      showProblems();
      return;
    }
    const { businessCreateSchema } = await import('@/lib/validation/businesses');
    if (!form.validate(businessCreateSchema.omit({ logoUploadId: true }), form.values)) return;
    setPending(true);
    try {
      const { authApi, dashboardApi } = await import('@/lib/api/client');
      let logoUploadId: string | undefined;
      if (logo) {
        const body = new FormData();
        body.append('file', logo);
        body.append('kind', 'business-logo');
        try {
          logoUploadId = (await authApi.post<{ data: { id: string } }>('upload/file', body)).data.data.id;
        } catch (error) {
          const { apiFieldErrors, apiErrorMessage } = await import('@/lib/api/errors');
          form.setErrors({ logoUploadId: apiFieldErrors(error).file ?? apiErrorMessage(error, UPLOAD_MESSAGES.type) });
          showProblems();
          return;
        }
      }
      if (business) await dashboardApi.put(`businesses/${business.id}`, { ...form.values, pan: undefined, logoUploadId });
      else await dashboardApi.post('businesses', { ...form.values, logoUploadId });
      router.push('/profile/businesses');
      router.refresh();
    } catch (error) {
      form.showServerError(error);
    } finally {
      setPending(false);
    }
  };

  const lat = Number(form.values.latitude);
  const lng = Number(form.values.longitude);
  return (
    <form ref={attach} method="post" data-hydrated={hydrated || undefined} onSubmit={onSubmit} noValidate aria-label={business ? 'Edit the business' : 'Add a business'} className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Business name" autoComplete="organization" {...form.field('name')} />
        <SelectField label="Kind of business" placeholder="Choose one" options={BUSINESS_TYPES.map((t) => ({ value: t, label: BUSINESS_TYPE_LABELS[t] }))} {...form.field('type')} />
        <TextField label="PAN" labelExtra="(9 digits)" inputMode="numeric" readOnly={Boolean(business)} {...form.field('pan')} />
        <TextField label="Business phone" type="tel" inputMode="tel" {...form.field('phone')} />
      </div>
      <TextField label="Street address" autoComplete="street-address" {...form.field('address')} />
      <TextField label="City or town" autoComplete="address-level2" {...form.field('city')} />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold text-cocoa-900">Map pin</legend>
        <p className="text-sm text-gray-700">Tap the map to place the pin, or type the latitude and longitude from your map app.</p>
        <PinPicker
          latitude={Number.isFinite(lat) ? lat : null}
          longitude={Number.isFinite(lng) ? lng : null}
          onPick={(la, ln) => {
            form.change('latitude', String(la));
            form.change('longitude', String(ln));
          }}
        />
        <div className="grid grid-cols-2 gap-4">
          <TextField label="Latitude" inputMode="decimal" {...form.field('latitude')} />
          <TextField label="Longitude" inputMode="decimal" {...form.field('longitude')} />
        </div>
      </fieldset>
      <TextAreaField label="About the business" hint="(20 to 2,000 characters)" maxLength={2000} {...form.field('description')} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={logoId} className="text-sm font-medium text-cocoa-900">
          {business ? 'New logo' : 'Logo'} <span className="font-normal text-gray-700">(optional: JPEG, PNG or WebP up to 8 MB)</span>
        </label>
        <input
          id={logoId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(e) => setLogo(e.target.files?.[0] ?? null)}
          aria-invalid={form.errors.logoUploadId ? true : undefined}
          aria-describedby={form.errors.logoUploadId ? `${logoId}-error` : undefined}
          className="block w-full min-w-0 text-sm text-cocoa-900 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2.5 file:font-semibold file:text-brand-800"
        />
        {form.errors.logoUploadId ? (
          <p id={`${logoId}-error`} className="text-sm text-brand-700">
            {form.errors.logoUploadId}
          </p>
        ) : null}
      </div>
      <FormAlert message={form.formError} />
      <SubmitButton pending={pending}>{business ? 'Save the changes' : 'Add the business'}</SubmitButton>
      <p className="text-xs text-gray-700">Our team checks the PAN before the business can post vacancies. Its phone number is never shown publicly.</p>
    </form>
  );
}
