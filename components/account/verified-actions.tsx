'use client';

import { useEffect, useState } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { loadCart } from '@/lib/api/hooks/load-cart';
import { returnLabel } from '@/lib/domain/referrer';
import { useCartStore } from '@/stores/cart-store';
import { useReferrerParam } from './use-referrer-param';

/**
 * The way on from "Your email is confirmed". A shopper who signed up at checkout (their cart still holds something)
 * is offered checkout first; one who came from another page (`referrer`) goes back there; anyone else to their
 * profile. The cart is asked for here because the account pages have no header to load it.
 */
export function VerifiedActions() {
  const referrer = useReferrerParam();
  const lines = useCartStore((s) => (s.cart ? s.cart.cartItems.length : 0));
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    loadCart()
      .catch(() => null)
      .finally(() => setChecked(true));
  }, []);

  const primary =
    lines > 0 ? { href: '/checkout', label: returnLabel('/checkout') } : referrer ? { href: referrer, label: returnLabel(referrer) } : { href: '/profile', label: 'Go to your profile' };
  const secondary = primary.href === '/profile' ? { href: '/', label: 'Start shopping' } : { href: '/profile', label: 'Go to your profile' };
  return (
    <div className="mt-2 flex w-full flex-col gap-3" aria-busy={!checked || undefined}>
      <ButtonLink href={primary.href} size="lg">
        {primary.label}
      </ButtonLink>
      <ButtonLink href={secondary.href} variant="secondary" size="lg">
        {secondary.label}
      </ButtonLink>
    </div>
  );
}
