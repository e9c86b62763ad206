'use client';

import { useState } from 'react';
import { lazyToast as toast } from '@/components/ui/lazy-toast';
import { FormAlert } from '@/components/account/form-alert';
import { Button } from '@/components/ui/button';
import { MapPinIcon } from '@/components/ui/icons';
import { type AddressPayload, useAddresses, useAddressMutations } from '@/lib/api/hooks/use-addresses';
import { apiErrorMessage } from '@/lib/api/errors';
import type { AddressView } from '@/lib/domain/address-types';
import { formatNpr } from '@/lib/domain/money';
import { MAX_ADDRESSES } from '@/lib/validation/address';
import { AddressForm } from './address-form';

const card = 'rounded-2xl border border-cocoa-100 bg-white p-5 shadow-sm';

/** '9841234567' → '984-1234567', how Nepali numbers are usually written. */
const showPhone = (phone: number) => String(phone).replace(/^(\d{3})(\d{7})$/, '$1-$2');

function payloadOf(address: AddressView): AddressPayload {
  return {
    deliveryLocationId: address.deliveryLocationId,
    alias: address.alias,
    receiverName: address.receiverName,
    phoneNumber: address.phoneNumber,
    secondaryPhoneNumber: address.secondaryPhoneNumber,
    landmark: address.landmark,
    xCoord: address.xCoord,
    yCoord: address.yCoord,
  };
}

type Editing = { kind: 'new' } | { kind: 'edit'; address: AddressView } | null;

/** /profile/address: the saved addresses, add and edit in place, make default, delete after a confirmation. */
export function AddressBook({ initial, customerName, customerPhone = null }: { initial: AddressView[]; customerName: string; customerPhone?: string | null }) {
  const { data: addresses = initial, isFetching } = useAddresses(initial);
  const { save, remove } = useAddressMutations();
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const full = addresses.length >= MAX_ADDRESSES;

  const onSave = async (payload: AddressPayload) => {
    const addressId = editing?.kind === 'edit' ? editing.address.id : null;
    await save.mutateAsync({ addressId, payload });
    toast.success(addressId === null ? 'Address saved.' : 'Address updated.');
    setEditing(null);
  };

  const makeDefault = async (address: AddressView) => {
    setError(null);
    try {
      await save.mutateAsync({ addressId: address.id, payload: { ...payloadOf(address), isDefault: true } });
      toast.success(`${address.alias} is now your default address.`);
    } catch (failure) {
      setError(apiErrorMessage(failure, 'We could not change your default address. Please try again.'));
    }
  };

  const onDelete = async (address: AddressView) => {
    setError(null);
    try {
      await remove.mutateAsync(address.id);
      setConfirming(null);
      toast.success(`${address.alias} address deleted.`);
    } catch (failure) {
      setError(apiErrorMessage(failure, 'We could not delete this address. Please try again.'));
    }
  };

  if (editing) {
    return (
      <section aria-labelledby="address-form-title" className={card}>
        <h2 id="address-form-title" className="mb-4 font-display text-lg font-bold text-cocoa-900">
          {editing.kind === 'new' ? 'New address' : `Edit ${editing.address.alias}`}
        </h2>
        <AddressForm
          address={editing.kind === 'edit' ? editing.address : null}
          defaultName={customerName}
          defaultPhone={customerPhone}
          pending={save.isPending}
          onSave={onSave}
          onCancel={() => setEditing(null)}
        />
      </section>
    );
  }

  return (
    <div className="flex flex-col gap-4" aria-busy={isFetching || undefined}>
      <FormAlert message={error} />
      {addresses.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-cocoa-200 bg-cocoa-50 p-8 text-center">
          <p className="font-semibold text-cocoa-900">No saved addresses yet</p>
          <p className="mt-1 text-sm text-gray-700">Save where your cakes and gifts should go, and checkout takes seconds.</p>
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Your addresses">
          {addresses.map((address) => (
            <li key={address.id} className={`${card} flex flex-col gap-2`} data-testid="address-card">
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="font-semibold text-cocoa-900">{address.alias}</h3>
                {address.isDefault ? <span className="rounded-full bg-leaf-700 px-2 py-0.5 text-xs font-semibold text-white">Default</span> : null}
              </div>
              <p className="text-cocoa-900">{address.receiverName}</p>
              <p className="text-sm text-gray-700">
                {showPhone(address.phoneNumber)}
                {address.secondaryPhoneNumber ? ` · ${showPhone(address.secondaryPhoneNumber)}` : ''}
              </p>
              <p className="flex items-start gap-1.5 text-sm text-cocoa-900">
                <MapPinIcon className="mt-0.5 h-4 w-4 shrink-0" />
                <span>
                  {address.location ? address.location.label : <span className="text-brand-800">We no longer deliver here: please edit this address.</span>}
                  {address.landmark ? <span className="block text-gray-700">{address.landmark}</span> : null}
                </span>
              </p>
              {address.location ? <p className="text-xs text-gray-700">Delivery from {formatNpr(address.location.charge)}</p> : null}

              {confirming === address.id ? (
                <div role="group" aria-label={`Delete ${address.alias}?`} className="mt-2 rounded-xl bg-brand-50 p-3">
                  <p className="text-sm font-semibold text-brand-800">Delete this address? Past orders keep their copy.</p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    <Button size="sm" onClick={() => onDelete(address)} disabled={remove.isPending}>
                      Yes, delete
                    </Button>
                    <Button size="sm" variant="ghost" onClick={() => setConfirming(null)}>
                      Keep it
                    </Button>
                  </div>
                </div>
              ) : (
                <div className="mt-auto flex flex-wrap gap-2 pt-2">
                  <Button size="sm" variant="secondary" onClick={() => setEditing({ kind: 'edit', address })} aria-label={`Edit ${address.alias}`}>
                    Edit
                  </Button>
                  {!address.isDefault ? (
                    <Button size="sm" variant="ghost" onClick={() => makeDefault(address)} disabled={save.isPending}>
                      Make default
                    </Button>
                  ) : null}
                  <Button size="sm" variant="ghost" onClick={() => setConfirming(address.id)} aria-label={`Delete ${address.alias}`}>
                    Delete
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button onClick={() => setEditing({ kind: 'new' })} disabled={full}>
          Add a new address
        </Button>
        {full ? <p className="mt-2 text-sm text-gray-700">You have {MAX_ADDRESSES} addresses, the most we keep. Delete one to add another.</p> : null}
      </div>
    </div>
  );
}
