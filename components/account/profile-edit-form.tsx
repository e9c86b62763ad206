'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useAccountMutation } from '@/lib/api/hooks/use-account';
import { GENDERS, type Gender, type PublicUser } from '@/lib/domain/account-types';
import { profileUpdateSchema } from '@/lib/validation/account';
import { useUserStore } from '@/stores/user-store';
import { AvatarField } from './avatar-field';
import { FormAlert } from './form-alert';
import { SubmitButton } from './submit-button';
import { inputClass, TextField } from './text-field';
import { useFormState } from './use-form-state';

const FIELDS = ['name', 'gender', 'dateOfBirth'] as const;
/** The server also answers about the photo, which has its own field. */
const SERVER_FIELDS = [...FIELDS, 'avatar'] as const;
const GENDER_LABELS: Record<Gender, string> = { male: 'Male', female: 'Female', other: 'Other' };

/** /profile/edit: name, gender, date of birth and photo (update-profile, multipart when a photo is chosen). */
export function ProfileEditForm({ user }: { user: PublicUser }) {
  const router = useRouter();
  const genderId = useId();
  const { values, errors, setErrors, formError, setFormError, set, field, validate, showServerError } = useFormState(FIELDS, {
    name: user.name,
    gender: user.gender ?? '',
    dateOfBirth: user.dateOfBirth ?? '',
  });
  const [avatar, setAvatar] = useState<File | null>(null);
  const save = useAccountMutation('updateProfile');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (errors.avatar) {
      // The chosen photo was refused already (its message is beside it); nothing is sent until it is fixed.
      setFormError(null);
      return;
    }
    const input = validate(profileUpdateSchema, values);
    if (!input) return;
    save.mutate([{ name: input.name, gender: input.gender ?? null, dateOfBirth: input.dateOfBirth ?? null, avatar }], {
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
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label="Edit your profile">
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
      <FormAlert message={formError} />
      <div className="sm:max-w-xs">
        <SubmitButton pending={save.isPending}>Save changes</SubmitButton>
      </div>
    </form>
  );
}
