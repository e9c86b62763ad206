'use client';

import { useEffect } from 'react';
import { useFollowsStore } from '@/stores/follows-store';
import { useUserStore } from '@/stores/user-store';

/**
 * SPEC §4: once the auth check (or a login) has a confirmed person, their follows load, so every Follow button on
 * every page knows its state. Mounted once beside AuthBootstrap; a logout or another login clears the store and this
 * loads the new person's list.
 */
export function FollowsBootstrap(): null {
  const loggedIn = useUserStore((s) => s.status === 'authenticated');
  const userId = useUserStore((s) => s.profile?.id ?? null);
  const idle = useFollowsStore((s) => s.status === 'idle');
  useEffect(() => {
    // Loaded only for a logged-in person: a visitor's page never downloads it.
    if (loggedIn && idle) void import('@/lib/api/load-follows').then((m) => m.loadFollows());
  }, [loggedIn, userId, idle]);
  return null;
}
