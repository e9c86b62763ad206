'use client';

import { useEffect, useRef, useState } from 'react';
import { lazyToast as toast } from '@/components/ui/lazy-toast';
import { createThrottle, FAVORITE_THROTTLE_MS } from '@/lib/domain/throttle';
import type { WishlistType } from '@/lib/validation/wishlist';
import { isWished, useFavoritesStore } from '@/stores/favorites-store';
import { hasSession, useUserStore } from '@/stores/user-store';
import { goToLogin } from './go-to-login';

type Props = {
  productId: number;
  /** The product's type; automobiles go in their own list, cakes and gifts in 'product'. */
  productType: string;
  name: string;
  /** 'card': a round heart over the product card's image; 'page': a heart with words, for the product page. */
  variant?: 'card' | 'page';
};

const api = () => import('@/lib/api/hooks/use-wishlist');

function statusOf(error: unknown): number | undefined {
  return (error as { response?: { status?: number } } | null)?.response?.status;
}

/**
 * The heart (SPEC §7 wishes/add and wishes/delete, §9 one action per 1000 ms). A visitor is sent to log in and
 * brought back here; a customer's heart fills at once and follows the server's answer.
 */
export function WishlistButton({ productId, productType, name, variant = 'card' }: Props) {
  const type: WishlistType = productType === 'automobile' ? 'automobile' : 'product';
  const loggedIn = useUserStore(hasSession);
  const checking = useUserStore((s) => s.status === 'checking');
  const wished = useFavoritesStore((s) => isWished(s, productId));
  const needsLoad = useFavoritesStore((s) => s.status === 'idle');
  const [busy, setBusy] = useState(false);
  const gate = useRef(createThrottle(FAVORITE_THROTTLE_MS));

  useEffect(() => {
    if (loggedIn && needsLoad) void api().then((m) => m.loadFavorites());
  }, [loggedIn, needsLoad]);

  const onClick = async () => {
    if (busy || checking) return;
    if (!loggedIn) {
      goToLogin();
      return;
    }
    if (!gate.current()) return;
    setBusy(true);
    try {
      const { toggleWish } = await api();
      const now = await toggleWish(productId, type);
      toast.success(now ? `${name} is in your wishlist.` : `${name} was removed from your wishlist.`, { id: `wish-${productId}` });
    } catch (error) {
      if (statusOf(error) === 401) {
        goToLogin();
        return;
      }
      const { apiErrorMessage } = await import('@/lib/api/errors');
      toast.error(apiErrorMessage(error, 'We could not update your wishlist. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const heart = (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`i ${variant === 'card' ? 'h-5 w-5' : 'h-6 w-6'}`} fill={wished ? 'currentColor' : 'none'}>
      <path d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1Z" />
    </svg>
  );

  if (variant === 'page') {
    return (
      <button
        type="button"
        onClick={onClick}
        aria-busy={busy || undefined}
        data-testid="wishlist-button"
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-cocoa-200 bg-white px-4 text-sm font-semibold text-cocoa-900 hover:border-brand-300 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <span className={wished ? 'text-brand-600' : ''}>{heart}</span>
        {wished ? 'In your wishlist' : 'Add to wishlist'}
      </button>
    );
  }

  // Over the card's full-size link (z-10), so the heart gets the tap and the rest of the card still opens the product.
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={wished}
      aria-busy={busy || undefined}
      aria-label={`Add to wishlist: ${name}`}
      title="Add to wishlist"
      data-testid="wishlist-button"
      className={`card-heart ${wished ? 'text-brand-600' : 'text-cocoa-800'}`}
    >
      {heart}
    </button>
  );
}
