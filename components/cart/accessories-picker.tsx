'use client';

import { PlainImage as Image } from '@/components/ui/plain-image';
import { useQuery } from '@/lib/api/react-query';
import { useState } from 'react';
import { lazyToast as toast } from '@/components/ui/lazy-toast';
import { api } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';
import { syncAccessories } from '@/lib/api/hooks/use-cart';
import { MAX_ACCESSORY_QUANTITY, type CartView } from '@/lib/domain/cart-types';
import type { AccessoryView } from '@/lib/domain/catalogue-types';
import { formatNpr } from '@/lib/domain/money';
import { accessoryQuantities, useCartStore } from '@/stores/cart-store';
import { Button } from '@/components/ui/button';

async function fetchAccessories(): Promise<AccessoryView[]> {
  const response = await api.get<{ data: { accessories: AccessoryView[] } }>(endpoints.accessories);
  return response.data.data.accessories;
}

/**
 * Candles, knife, card…: choices go to a pending list first, then "Update add-ons" posts them one by one, reloads
 * the cart and clears the list (SPEC §4).
 */
export function AccessoriesPicker({ cart }: { cart: CartView }) {
  const { data: list = [], isError } = useQuery({ queryKey: ['accessories'], queryFn: fetchAccessories, staleTime: 60 * 60 * 1000 });
  const pending = useCartStore((s) => s.pendingAccessories);
  const queue = useCartStore((s) => s.queueAccessory);
  const [busy, setBusy] = useState(false);
  const quantities = accessoryQuantities(cart, pending);
  const pendingCount = Object.keys(pending).length;
  const cakeId = cart.cartItems.find((l) => l.productDetails.isCake)?.productId;

  const save = async () => {
    setBusy(true);
    try {
      const refused = await syncAccessories(cakeId);
      if (refused.length > 0) {
        const names = list.filter((a) => refused.includes(a.id)).map((a) => a.name);
        toast.error(`We could not add: ${names.join(', ') || 'some add-ons'}.`);
      } else {
        toast.success('Add-ons updated');
      }
    } catch {
      toast.error('We could not reload your cart. Please refresh the page.');
    } finally {
      setBusy(false);
    }
  };

  if (isError) return <p className="text-sm text-gray-700">Add-ons could not be loaded right now.</p>;
  if (list.length === 0) return null;

  return (
    <div>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {list.map((a) => {
          const quantity = quantities[a.id] ?? 0;
          const step = 'inline-flex h-10 w-10 items-center justify-center rounded-full border border-cocoa-200 text-base font-semibold disabled:opacity-40';
          return (
            <li key={a.id} className="flex items-start gap-3 rounded-2xl border border-cocoa-100 bg-white p-3">
              <Image src={a.image} alt="" width={48} height={48} unoptimized className="h-12 w-12 shrink-0 rounded-lg bg-cocoa-50 object-cover" />
              <div className="min-w-0 flex-1">
                {/* Two lines before cutting: "Number Candle…" at 360 px hid which candle it was. The name has the
                    card's whole width; the price shares its line with the − and + (40 px each, easy to hit). */}
                <p className="line-clamp-2 break-words text-sm font-semibold text-cocoa-900" title={a.name}>
                  {a.name}
                </p>
                <div className="mt-1 flex items-center justify-between gap-2">
                  <p className="text-sm text-gray-700">{a.inStock ? formatNpr(a.price, { compact: false }) : 'Out of stock'}</p>
                  <div className="flex items-center gap-1" role="group" aria-label={`How many ${a.name}`}>
                    <button type="button" className={step} aria-label={`One fewer ${a.name}`} disabled={quantity <= 0 || busy} onClick={() => queue(a.id, quantity - 1)}>
                      −
                    </button>
                    <output className="w-6 text-center text-sm font-semibold">{quantity}</output>
                    <button type="button" className={step} aria-label={`One more ${a.name}`} disabled={!a.inStock || quantity >= MAX_ACCESSORY_QUANTITY || busy} onClick={() => queue(a.id, quantity + 1)}>
                      +
                    </button>
                  </div>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      {pendingCount > 0 ? (
        <div className="mt-3 flex items-center gap-3">
          <Button onClick={save} disabled={busy}>
            {busy ? 'Updating…' : 'Update add-ons'}
          </Button>
          <p className="text-sm text-gray-700">{pendingCount === 1 ? '1 change' : `${pendingCount} changes`} not saved yet</p>
        </div>
      ) : null}
    </div>
  );
}
