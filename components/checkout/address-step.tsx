'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { AddressForm } from '@/components/addresses/address-form';
import { Button } from '@/components/ui/button';
import { useRevealOn } from '@/components/ui/reveal';
import { Skeleton } from '@/components/ui/skeleton';
import { useAddresses, useAddressMutations } from '@/lib/api/hooks/use-addresses';
import type { AddressView } from '@/lib/domain/address-types';
import { useCheckoutStore } from '@/stores/checkout-store';
import { lastDeliveryLocation, useDeliveryLocationStore } from '@/stores/delivery-location-store';

/** Step 1: pick a saved address, or add one (place from the list or by GPS, with a map pin) and use it. */
export function AddressStep({ customerName, customerPhone = null }: { customerName: string; customerPhone?: string | null }) {
  const addresses = useAddresses();
  const { save } = useAddressMutations();
  const selected = useCheckoutStore((s) => s.shippingAddress);
  const chooseAddress = useCheckoutStore((s) => s.chooseAddress);
  const nextStep = useCheckoutStore((s) => s.nextStep);
  const [adding, setAdding] = useState(false);
  // Each address saved here: once the list is back, "Deliver here" (with the new address chosen above it) comes into
  // view and takes the focus. The form was long; the list is short, and a phone would be left showing the footer.
  const [saved, setSaved] = useState(0);
  const list = addresses.data ?? [];
  const showingList = !adding && list.length > 0 && !addresses.isPending;
  const chosen = useRef<HTMLLabelElement>(null);
  const deliverHere = useRevealOn<HTMLButtonElement>(showingList && saved > 0 ? saved : null, { with: [chosen] });
  // Coming back to checkout (a new page load, e.g. after a payment) starts with nothing chosen: take the default
  // address, else one in the place chosen last (kept 72 days), else the only one, so "Deliver here" is one tap away.
  const preferred = useMemo(() => preferredAddress(addresses.data ?? [], lastDeliveryLocation()), [addresses.data]);
  useEffect(() => {
    if (selected === null && preferred) chooseAddress(preferred.id, preferred.deliveryLocationId);
  }, [selected, preferred, chooseAddress]);

  if (addresses.isPending) return <Skeleton className="h-24 w-full" />;
  const choose = (address: AddressView) => {
    chooseAddress(address.id, address.deliveryLocationId);
    useDeliveryLocationStore.getState().remember(address.deliveryLocationId);
  };

  if (adding || list.length === 0) {
    return (
      <AddressForm
        address={null}
        defaultName={customerName}
        defaultPhone={customerPhone}
        pending={save.isPending}
        onCancel={() => setAdding(false)}
        onSave={async (payload) => {
          const stored = await save.mutateAsync({ addressId: null, payload });
          choose(stored);
          setAdding(false);
          setSaved((n) => n + 1);
        }}
      />
    );
  }

  return (
    <div className="space-y-4">
      <fieldset className="space-y-2">
        <legend className="sr-only">Deliver to</legend>
        {list.map((address) => (
          <label
            key={address.id}
            ref={selected === address.id ? chosen : undefined}
            className={`flex cursor-pointer gap-3 rounded-xl border p-3 ${selected === address.id ? 'border-brand-600 bg-brand-50' : 'border-cocoa-100'}`}
          >
            <input
              type="radio"
              name="shipping-address"
              className="mt-1 accent-brand-600"
              checked={selected === address.id}
              disabled={!address.location}
              onChange={() => choose(address)}
            />
            <span className="text-sm text-gray-800">
              <span className="font-semibold text-cocoa-900">
                {address.alias} · {address.receiverName}
              </span>
              <br />
              {address.landmark ? `${address.landmark}, ` : ''}
              {address.location?.label ?? 'We no longer deliver here: edit this address'} · {address.phoneNumber}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button ref={deliverHere} onClick={nextStep} disabled={selected === null}>
          Deliver here
        </Button>
        <Button variant="secondary" onClick={() => setAdding(true)}>
          Add a new address
        </Button>
      </div>
    </div>
  );
}

/** The address checkout starts on: the default one, else one in the last chosen place, else the only one. */
export function preferredAddress(list: readonly AddressView[], lastLocationId: number | null): AddressView | undefined {
  const usable = list.filter((a) => a.location);
  return (
    usable.find((a) => a.isDefault) ??
    (lastLocationId === null ? undefined : usable.find((a) => a.deliveryLocationId === lastLocationId)) ??
    (list.length === 1 ? usable[0] : undefined)
  );
}
