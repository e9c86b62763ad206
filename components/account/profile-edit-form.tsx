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
import { serverErrors, zodFieldErrors, type FieldErrors } from './form-errors';
import { SubmitButton } from './submit-button';
import { inputClass, TextField } from './text-field';

const FIELDS = ['name', 'gender', 'dateOfBirth', 'avatar'] as const;
const GENDER_LABELS: Record<Gender, string> = { male: 'Male', female: 'Female', other: 'Other' };

/** /profile/edit: name, gender, date of birth and photo (update-profile, multipart when a photo is chosen). */
export function ProfileEditForm({ user }: { user: PublicUser }) {
  const router = useRouter();
  const genderId = useId();
  const [values, setValues] = useState({ name: user.name, gender: user.gender ?? '', dateOfBirth: user.dateOfBirth ?? '' });
  const [avatar, setAvatar] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useAccountMutation('updateProfile');

  const set = (field: 'name' | 'gender' | 'dateOfBirth') => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    if (errors.avatar) return;
    const parsed = profileUpdateSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate([{ name: parsed.data.name, gender: parsed.data.gender ?? null, dateOfBirth: parsed.data.dateOfBirth ?? null, avatar }], {
      onSuccess: ({ user: saved }) => {
        useUserStore.getState().setUser(saved);
        setAvatar(null);
        toast.success('Your profile is saved.');
        router.refresh();
      },
      onError: (error) => {
        const { fields, form } = serverErrors(error, FIELDS);
        setErrors(fields);
        setFormError(form);
      },
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
      <TextField label="Full name" name="name" autoComplete="name" value={values.name} onChange={set('name')} error={errors.name} />
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
          name="dateOfBirth"
          type="date"
          autoComplete="bday"
          value={values.dateOfBirth}
          onChange={set('dateOfBirth')}
          error={errors.dateOfBirth}
        />
      </div>
      <FormAlert message={formError} />
      <div className="sm:max-w-xs">
        <SubmitButton pending={save.isPending}>Save changes</SubmitButton>
      </div>
    </form>
  );
}
