'use client';

import { useEffect } from 'react';
import { useUserStore } from '@/stores/user-store';

/**
 * Loads the cart for the header badge and mini-cart on the first page, and again whenever the visitor logs in or
 * out (SPEC §4: after the auth check the cart is loaded; logging in also merges the guest cart on the server).
 */
export function CartBootstrap() {
  const status = useUserStore((s) => s.status);
  const userId = useUserStore((s) => s.profile?.id ?? null);
  useEffect(() => {
    if (status === 'checking') return;
    // A failure already emptied the cart (SPEC §4); nothing else to do here. loadCart uses fetch, so axios is not
    // part of any page's start; it is imported here, after hydration, so the API's endpoint list (2 KiB gzip) is not
    // either.
    import('@/lib/api/hooks/load-cart')
      .then((m) => m.loadCart())
      .catch(() => undefined);
  }, [status, userId]);
  return null;
}
