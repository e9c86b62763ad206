'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { lazyToast as toast } from '@/components/ui/lazy-toast';
import { useAccountMutation } from '@/lib/api/hooks/use-account';
import { GENDERS, type Gender, type PublicUser } from '@/lib/domain/account-types';
import { personUrl } from '@/lib/domain/people';
import { BIO_MAX, CITY_MAX, profileUpdateSchema } from '@/lib/validation/account';
import { useUserStore } from '@/stores/user-store';
import { AvatarField } from './avatar-field';
import { FormAlert } from './form-alert';
import { SubmitButton } from './submit-button';
import { inputClass, TextField } from './text-field';
import { useFormState } from './use-form-state';
import { useRevealProblems } from '@/components/ui/reveal';

const FIELDS = ['name', 'gender', 'dateOfBirth', 'bio', 'city'] as const;
/** The server also answers about the photo, which has its own field. */
const SERVER_FIELDS = [...FIELDS, 'avatar', 'isPrivate'] as const;
const GENDER_LABELS: Record<Gender, string> = { male: 'Male', female: 'Female', other: 'Other' };

/**
 * /profile/edit: name, gender, date of birth, photo, and what the public page (/user/{username}) shows: bio, city and
 * whether it is private (update-profile, multipart when a photo is chosen).
 */
export function ProfileEditForm({ user }: { user: PublicUser }) {
  const router = useRouter();
  const genderId = useId();
  const bioId = useId();
  const privateId = useId();
  const [isPrivate, setIsPrivate] = useState(user.isPrivate);
  const { attach, showProblems } = useRevealProblems<HTMLFormElement>();
  const initial = { name: user.name, gender: user.gender ?? '', dateOfBirth: user.dateOfBirth ?? '', bio: user.bio, city: user.city ?? '' };
  const { values, errors, setErrors, formError, setFormError, set, field, validate, showServerError } = useFormState(FIELDS, initial, undefined, showProblems);
  const [avatar, setAvatar] = useState<File | null>(null);
  const save = useAccountMutation('updateProfile');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (errors.avatar) {
      // The chosen photo was refused already (its message is beside it); nothing is sent until it is fixed.
      setFormError(null);
      return;
    }
    const input = validate(profileUpdateSchema, { ...values, isPrivate });
    if (!input) return;
    const profile = { bio: input.bio ?? '', city: input.city ?? null, isPrivate };
    save.mutate([{ name: input.name, gender: input.gender ?? null, dateOfBirth: input.dateOfBirth ?? null, avatar, ...profile }], {
      onSuccess: ({ user: saved }) => {
        useUserStore.getState().setUser(saved);
        setAvatar(null);
        toast.success('Your profile is saved.');
        router.refresh();
      },
      onError: (error) => showServerError(error, SERVER_FIELDS),
    });
  };

  return (
    <form ref={attach} onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Edit your profile">
      <AvatarField
        name={values.name}
        current={user.avatar}
        error={errors.avatar}
        onChange={(file, problem) => {
          setAvatar(file);
          setErrors((e) => ({ ...e, avatar: problem ?? undefined }));
        }}
      />
      <TextField label="Full name" autoComplete="name" {...field('name')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={genderId} className="text-sm font-medium text-cocoa-900">
            Gender <span className="font-normal text-gray-700">(optional)</span>
          </label>
          <select
            id={genderId}
            name="gender"
            value={values.gender}
            onChange={set('gender')}
            aria-invalid={errors.gender ? true : undefined}
            aria-describedby={errors.gender ? `${genderId}-error` : undefined}
            className={`${inputClass} ${errors.gender ? 'border-brand-600' : 'border-cocoa-200'}`}
          >
            <option value="">Prefer not to say</option>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {GENDER_LABELS[g]}
              </option>
            ))}
          </select>
          {errors.gender ? (
            <p id={`${genderId}-error`} className="text-sm text-brand-700">
              {errors.gender}
            </p>
          ) : null}
        </div>
        <TextField
          label="Date of birth"
          labelExtra="(optional)"
          type="date"
          autoComplete="bday"
          {...field('dateOfBirth')}
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={bioId} className="text-sm font-medium text-cocoa-900">
          About you <span className="font-normal text-gray-700">(optional, shown on your page, up to {BIO_MAX} characters)</span>
        </label>
        <textarea
          id={bioId}
          name="bio"
          rows={3}
          maxLength={BIO_MAX}
          value={values.bio}
          onChange={set('bio')}
          aria-invalid={errors.bio ? true : undefined}
          aria-describedby={errors.bio ? `${bioId}-error` : undefined}
          className={`${inputClass} h-auto py-2.5 ${errors.bio ? 'border-brand-600' : 'border-cocoa-200'}`}
        />
        {errors.bio ? (
          <p id={`${bioId}-error`} className="text-sm text-brand-700">
            {errors.bio}
          </p>
        ) : null}
      </div>
      <TextField label="City" labelExtra="(optional)" autoComplete="address-level2" maxLength={CITY_MAX} {...field('city')} />
      <div className="flex items-start gap-3 rounded-xl border border-cocoa-100 bg-cocoa-50 p-3">
        <input
          id={privateId}
          type="checkbox"
          name="isPrivate"
          checked={isPrivate}
          onChange={(event) => setIsPrivate(event.target.checked)}
          aria-describedby={`${privateId}-help`}
          className="mt-1 size-5 shrink-0 accent-brand-600"
        />
        <div>
          <label htmlFor={privateId} className="text-sm font-semibold text-cocoa-900">
            Make my page private
          </label>
          <p id={`${privateId}-help`} className="text-sm text-gray-700">
            Only your connections see your bio, city, reviews and counts on{' '}
            <Link href={personUrl(user.username)} prefetch={false} className="font-semibold text-brand-700 underline">
              your page
            </Link>
            . Everyone else sees your name and photo.
          </p>
        </div>
      </div>
      <FormAlert message={formError} />
      <div className="sm:max-w-xs">
        <SubmitButton pending={save.isPending}>Save changes</SubmitButton>
      </div>
    </form>
  );
}
