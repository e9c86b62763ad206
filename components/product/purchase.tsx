'use client';

import { useRouter } from 'next/navigation';
import { createContext, useContext, useRef, useState, type ReactNode, type RefObject } from 'react';
import { lazyToast as toast } from '@/components/ui/lazy-toast';
import type { CartItemOptions } from '@/lib/domain/cart-types';
import { useCakeSelection } from './cake-selection';

// Add to cart and Buy now for one product page (SPEC §3 add-to-cart: source 'web', quickCheckout for Buy now). The
// page shows these buttons twice on phones (in the form, and in the sticky bar); both use this one state, so the
// quantity is the same and a tap on either while an add is under way adds nothing more.

export type PurchaseSettings = {
  productId: number;
  name: string;
  /** A product's fixed options; a cake's come from its CakeSelectionProvider. */
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

export type PurchaseValue = {
  productId: number;
  name: string;
  maxQuantity: number;
  soldOut: boolean;
  disabled: boolean;
  quantity: number;
  setQuantity: (quantity: number) => void;
  busy: 'add' | 'buy' | null;
  error: string | null;
  add: (quickCheckout: boolean) => Promise<void>;
  /** The buttons inside the page's form: the sticky bar steps aside while they and the price are on screen. */
  mainButtons: RefObject<HTMLDivElement | null>;
  /** The price shown in the page's form (a cake's "Price for your cake", another product's price). */
  priceBlock: RefObject<HTMLDivElement | null>;
};

// The cart calls and the reading of their errors bring axios: loaded on the first tap, not with the page.
const cartApi = () => import('@/lib/api/hooks/use-cart');
const apiErrors = () => import('@/lib/api/errors');

const PurchaseContext = createContext<PurchaseValue | null>(null);

export const usePurchase = (): PurchaseValue | null => useContext(PurchaseContext);

export function PurchaseProvider({ children, ...settings }: PurchaseSettings & { children: ReactNode }) {
  const { productId, name, options, maxQuantity = 1, soldOut = false, resolveOptions } = settings;
  const cake = useCakeSelection();
  const router = useRouter();
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState<'add' | 'buy' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mainButtons = useRef<HTMLDivElement>(null);
  const priceBlock = useRef<HTMLDivElement>(null);
  // A second tap lands before React has re-rendered the button as disabled: the ref stops it at once.
  const inFlight = useRef(false);
  const resolve = resolveOptions ?? cake?.resolveOptions ?? (async () => options);
  const disabled = Boolean(settings.disabled) || (cake !== null && (cake.pending || cake.refusal !== null));

  const add = async (quickCheckout: boolean) => {
    if (inFlight.current || disabled) return;
    inFlight.current = true;
    setBusy(quickCheckout ? 'buy' : 'add');
    setError(null);
    try {
      const [chosen, { cartCalls }] = await Promise.all([resolve(), cartApi()]);
      if (chosen === null) return;
      const answer = await cartCalls.add({ productId, quantity, ...(chosen ? { options: chosen } : {}), quickCheckout });
      if (quickCheckout) {
        router.push(answer.redirect ?? '/checkout');
        return;
      }
      toast.success(`${name} is in your cart.`);
    } catch (failure) {
      const fallback = 'We could not add this to your cart. Please try again.';
      const errors = await apiErrors().catch(() => null);
      setError((errors && (Object.values(errors.apiFieldErrors(failure))[0] ?? errors.apiErrorMessage(failure, fallback))) || fallback);
    } finally {
      inFlight.current = false;
      setBusy(null);
    }
  };

  const value: PurchaseValue = { productId, name, maxQuantity, soldOut, disabled, quantity, setQuantity, busy, error, add, mainButtons, priceBlock };
  return <PurchaseContext.Provider value={value}>{children}</PurchaseContext.Provider>;
}
