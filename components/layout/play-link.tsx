'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { useUserStore } from '@/stores/user-store';

const PLAY_URL_LOGGED_IN = '/roulette/latest';
const PLAY_URL_LOGGED_OUT = '/roulette/test-your-luck';

/**
 * Play! opens the roulette: the latest game for members, a try-out for visitors (SPEC §2). Not prefetched (see
 * campaign-link). `children` is the link's content (icon and text), rendered by the (server) header.
 */
export function PlayLink({ className = '', children }: { className?: string; children: ReactNode }) {
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  return (
    <Link href={isLoggedIn ? PLAY_URL_LOGGED_IN : PLAY_URL_LOGGED_OUT} prefetch={false} className={className}>
      {children}
    </Link>
  );
}
