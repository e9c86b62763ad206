'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { QuantityStepper } from '@/components/cart/quantity-stepper';
import { Button } from '@/components/ui/button';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api/errors';
import { cartCalls } from '@/lib/api/hooks/use-cart';
import type { CartItemOptions } from '@/lib/domain/cart-types';

type Props = {
  productId: number;
  name: string;
  /** A cake's chosen options (pound, flavour, message…); none for other products. */
  options?: CartItemOptions;
  /** Highest quantity offered (stock, at most 20); cakes are ordered one at a time here. */
  maxQuantity?: number;
  soldOut?: boolean;
  /** True while the options are being priced or were refused. */
  disabled?: boolean;
  /**
   * Runs first on Add to cart / Buy now and gives the options to send (a photo cake uploads its photo here and adds
   * its id); null stops without adding, the caller having shown why beside its field.
   */
  resolveOptions?: () => Promise<CartItemOptions | null>;
};

/**
 * Add to cart and Buy now (SPEC §3 add-to-cart: source 'web', quickCheckout for Buy now, which goes straight on
 * to /checkout). The server prices and checks everything; its refusal is shown here.
 */
export function AddToCartButtons({ productId, name, options, maxQuantity = 1, soldOut = false, disabled = false, resolveOptions }: Props) {
  const router = useRouter();
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState<'add' | 'buy' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const add = async (quickCheckout: boolean) => {
    setBusy(quickCheckout ? 'buy' : 'add');
    setError(null);
    try {
      const chosen = resolveOptions ? await resolveOptions() : options;
      if (chosen === null) return;
      const answer = await cartCalls.add({ productId, quantity, ...(chosen ? { options: chosen } : {}), quickCheckout });
      if (quickCheckout) {
        router.push(answer.redirect ?? '/checkout');
        return;
      }
      toast.success(`${name} is in your cart.`);
    } catch (failure) {
      const fields = Object.values(apiFieldErrors(failure));
      setError(fields[0] ?? apiErrorMessage(failure, 'We could not add this to your cart. Please try again.'));
    } finally {
      setBusy(null);
    }
  };

  if (soldOut) {
    return (
      <p className="rounded-xl bg-cocoa-50 p-3 text-sm font-semibold text-brand-800" role="status">
        Sold out for now.
      </p>
    );
  }

  return (
    <div className="space-y-3">
      {maxQuantity > 1 ? (
        <div className="flex items-center gap-3">
          <span className="text-sm font-semibold text-cocoa-900">Quantity</span>
          <QuantityStepper value={quantity} max={maxQuantity} label={name} onChange={setQuantity} />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button size="lg" className="flex-1" disabled={disabled || busy !== null} onClick={() => void add(false)}>
          {busy === 'add' ? 'Adding…' : 'Add to cart'}
        </Button>
        <Button size="lg" variant="secondary" className="flex-1" disabled={disabled || busy !== null} onClick={() => void add(true)}>
          {busy === 'buy' ? 'One moment…' : 'Buy now'}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-brand-800">
          {error}{' '}
          <Link href="/cart" prefetch={false} className="underline">
            View cart
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/** The configurator's selection as cart options (unset choices left out, the message trimmed, the photo's id). */
export function cartOptionsOf(
  selection: { pound: number; tier: number; height: string | null; flavorId: number | null; icingType: string | null; eggless: boolean; lessCream: boolean },
  message: string,
  photoUploadId?: string,
): CartItemOptions {
  const options: CartItemOptions = { pound: selection.pound, tier: selection.tier, eggless: selection.eggless, lessCream: selection.lessCream };
  if (selection.height) options.height = selection.height;
  if (selection.flavorId !== null) options.flavorId = selection.flavorId;
  if (selection.icingType) options.icingType = selection.icingType;
  if (message.trim()) options.message = message.trim();
  if (photoUploadId) options.photoUploadId = photoUploadId;
  return options;
}
