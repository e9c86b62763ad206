'use client';

import Link from 'next/link';
import { useUserStore } from '@/stores/user-store';
import { DiceIcon } from '@/components/ui/icons';

const PLAY_URL_LOGGED_IN = '/roulette/latest';
const PLAY_URL_LOGGED_OUT = '/roulette/test-your-luck';

/** Play! opens the roulette: the latest game for members, a try-out for visitors (SPEC §2). Not prefetched (see campaign-link). */
export function PlayLink({ className = '' }: { className?: string }) {
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  return (
    <Link href={isLoggedIn ? PLAY_URL_LOGGED_IN : PLAY_URL_LOGGED_OUT} prefetch={false} className={className}>
      <DiceIcon className="h-4 w-4" />
      Play!
    </Link>
  );
}
