'use client';

import { useCallback, useId, useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/account/form-alert';
import { serverErrors, zodFieldErrors, type FieldErrors } from '@/components/account/form-errors';
import { SubmitButton } from '@/components/account/submit-button';
import { inputClass, TextField } from '@/components/account/text-field';
import { Button } from '@/components/ui/button';
import { useRevealProblems } from '@/components/ui/reveal';
import { Spinner } from '@/components/ui/spinner';
import { toAddressPayload, type AddressPayload } from '@/lib/api/hooks/use-addresses';
import { isNepalMobile, normalizeNepalPhone } from '@/lib/domain/phone';
import { useDeliveryLocations } from '@/lib/api/hooks/use-delivery-locations';
import type { AddressView } from '@/lib/domain/address-types';
import { addAddressSchema, LANDMARK_MAX, type AddressFormValues } from '@/lib/validation/address';
import { rememberLocationText } from '@/stores/delivery-location-store';
import { LocationPicker } from './location-picker';
import { PinStatus } from './map-pin';
import { useRestoreLastLocation } from './use-last-location';
import { UseMyLocation } from './use-my-location';

const FIELDS = ['deliveryLocationId', 'alias', 'receiverName', 'phoneNumber', 'secondaryPhoneNumber', 'landmark', 'xCoord', 'yCoord'] as const;
const DEFAULT_ALIASES = ['Home', 'Office', 'Parents', 'Friend', 'Other'];

/** The account's own mobile, as the form's field takes it, when it is a Nepali mobile (an address needs one). */
export function prefillPhone(phone: string | null | undefined): string {
  return phone && isNepalMobile(phone) ? normalizeNepalPhone(phone) : '';
}

function initialValues(address: AddressView | null, defaultName: string, defaultPhone: string | null): AddressFormValues {
  if (!address) {
    return {
      deliveryLocationId: '',
      alias: 'Home',
      receiverName: defaultName,
      phoneNumber: prefillPhone(defaultPhone),
      secondaryPhoneNumber: '',
      landmark: '',
      xCoord: '',
      yCoord: '',
      isDefault: false,
    };
  }
  return {
    deliveryLocationId: String(address.deliveryLocationId),
    alias: address.alias,
    receiverName: address.receiverName,
    phoneNumber: String(address.phoneNumber),
    secondaryPhoneNumber: address.secondaryPhoneNumber === null ? '' : String(address.secondaryPhoneNumber),
    landmark: address.landmark,
    xCoord: address.xCoord === null ? '' : String(address.xCoord),
    yCoord: address.yCoord === null ? '' : String(address.yCoord),
    isDefault: address.isDefault,
  };
}

type Props = {
  /** The address being edited, or null for a new one. */
  address: AddressView | null;
  /** Prefills the receiver of a new address (most people send to themselves first). */
  defaultName?: string;
  /** Prefills a new address's mobile number from the account's (the receiver is usually the customer). */
  defaultPhone?: string | null;
  pending: boolean;
  /** Sends the payload; rejects with the API's error so the form can show it beside the fields. */
  onSave: (payload: AddressPayload) => Promise<unknown>;
  onCancel: () => void;
};

/** Add or edit a delivery address (SPEC §3 payload). The shared zod schema checks it before anything is sent. */
export function AddressForm({ address, defaultName = '', defaultPhone = null, pending, onSave, onCancel }: Props) {
  const aliasId = useId();
  const locations = useDeliveryLocations();
  const [values, setValues] = useState<AddressFormValues>(() => initialValues(address, defaultName, defaultPhone));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  // A refused field (the mobile number near the top) is brought to the shopper, who tapped Save at the foot.
  const { attach, showProblems } = useRevealProblems<HTMLFormElement>();

  const aliases = [...new Set([...(locations.data?.alias ?? DEFAULT_ALIASES), ...(address ? [address.alias] : [])])];

  const set = <K extends keyof AddressFormValues>(field: K, value: AddressFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const text = (field: Exclude<keyof AddressFormValues, 'isDefault'>) => (event: { target: { value: string } }) => set(field, event.target.value);
  /** The customer picked a place: it becomes the form's, and the last choice for 72 days (SPEC §9). */
  const pickLocation = (id: string) => {
    set('deliveryLocationId', id);
    rememberLocationText(id);
  };
  const restoreLocation = useCallback((id: string) => setValues((v) => ({ ...v, deliveryLocationId: id })), []);
  useRestoreLastLocation({ enabled: address === null, locations: locations.data?.deliveryLocations, value: values.deliveryLocationId, apply: restoreLocation });
  const area = locations.data?.deliveryLocations.find((place) => String(place.id) === values.deliveryLocationId) ?? null;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    // Only an address being made the default sends the flag; leaving it unticked never takes the default away.
    const parsed = addAddressSchema.safeParse({ ...values, isDefault: values.isDefault ? true : undefined });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      showProblems();
      return;
    }
    setErrors({});
    try {
      await onSave(toAddressPayload(parsed.data));
    } catch (error) {
      const { fields, form } = serverErrors(error, FIELDS);
      setErrors(fields);
      setFormError(form);
      showProblems();
    }
  };

  return (
    <form ref={attach} onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label={address ? 'Edit address' : 'New address'}>
      <fieldset>
        <legend id={aliasId} className="mb-1.5 text-sm font-medium text-cocoa-900">
          Save as
        </legend>
        <div className="flex flex-wrap gap-2">
          {aliases.map((alias) => (
            <label
              key={alias}
              className={`cursor-pointer rounded-full border px-3.5 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${
                values.alias === alias ? 'border-brand-600 bg-brand-50 font-semibold text-brand-800' : 'border-cocoa-200 text-cocoa-900'
              }`}
            >
              <input type="radio" name="alias" value={alias} checked={values.alias === alias} onChange={() => set('alias', alias)} className="sr-only" />
              {alias}
            </label>
          ))}
        </div>
        {errors.alias ? <p className="mt-1.5 text-sm text-brand-700">{errors.alias}</p> : null}
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Receiver’s name" name="receiverName" autoComplete="name" value={values.receiverName} onChange={text('receiverName')} error={errors.receiverName} />
        <TextField
          label="Mobile number"
          name="phoneNumber"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="98XXXXXXXX"
          value={values.phoneNumber}
          onChange={text('phoneNumber')}
          error={errors.phoneNumber}
        />
        <TextField
          label="Second number"
          labelExtra="(optional)"
          name="secondaryPhoneNumber"
          type="tel"
          inputMode="numeric"
          placeholder="98XXXXXXXX"
          value={values.secondaryPhoneNumber}
          onChange={text('secondaryPhoneNumber')}
          error={errors.secondaryPhoneNumber}
        />
      </div>

      {locations.isPending ? (
        <p className="flex items-center gap-2 text-sm text-gray-700" role="status">
          <Spinner className="h-4 w-4" /> Loading the places we deliver to…
        </p>
      ) : locations.isError ? (
        <FormAlert message="We could not load the places we deliver to. Please check your connection and try again." />
      ) : (
        <LocationPicker
          locations={locations.data.deliveryLocations}
          value={values.deliveryLocationId}
          onChange={pickLocation}
          error={errors.deliveryLocationId}
        />
      )}

      <LandmarkField value={values.landmark} onChange={text('landmark')} error={errors.landmark} />

      <div className="flex flex-col gap-3">
        <UseMyLocation
          onLocated={({ latitude, longitude, locationId }) => {
            setValues((v) => ({
              ...v,
              yCoord: latitude.toFixed(6),
              xCoord: longitude.toFixed(6),
              ...(locationId ? { deliveryLocationId: String(locationId) } : {}),
            }));
            setErrors((e) => ({ ...e, xCoord: undefined, yCoord: undefined, ...(locationId ? { deliveryLocationId: undefined } : {}) }));
            if (locationId) rememberLocationText(String(locationId));
          }}
        />
        {/* No coordinates to type: the pin is the phone's own position ("Use my location"), or none, and then the
            rider heads for the area's own point and the landmark does the rest. */}
        <PinStatus
          pinned={values.xCoord !== '' && values.yCoord !== ''}
          area={area}
          error={errors.yCoord ?? errors.xCoord}
          onRemove={() => {
            setValues((v) => ({ ...v, xCoord: '', yCoord: '' }));
            setErrors((e) => ({ ...e, xCoord: undefined, yCoord: undefined }));
          }}
        />
      </div>

      {address?.isDefault ? (
        <p className="text-sm text-gray-700">This is your default address.</p>
      ) : (
        <label className="flex items-center gap-2 text-sm text-cocoa-900">
          <input type="checkbox" checked={values.isDefault} onChange={(e) => set('isDefault', e.target.checked)} className="h-4 w-4 accent-brand-600" />
          Use as my default delivery address
        </label>
      )}

      <FormAlert message={formError} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="sm:w-56">
          <SubmitButton pending={pending}>{address ? 'Save changes' : 'Save address'}</SubmitButton>
        </div>
        <Button variant="ghost" size="lg" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function LandmarkField({ value, onChange, error }: { value: string; onChange: (e: { target: { value: string } }) => void; error?: string | undefined }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-cocoa-900">
        Landmark and directions <span className="font-normal text-gray-700">(optional)</span>
      </label>
      <textarea
        id={id}
        name="landmark"
        rows={2}
        maxLength={LANDMARK_MAX + 50}
        placeholder="Opposite Bhatbhateni, blue gate, 2nd floor"
        value={value}
        onChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${inputClass} h-auto py-2.5 ${error ? 'border-brand-600' : 'border-cocoa-200'}`}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-brand-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
