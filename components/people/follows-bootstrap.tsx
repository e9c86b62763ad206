'use client';

import { useEffect } from 'react';
import { loadFollows } from '@/lib/api/load-follows';
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
    if (loggedIn && idle) void loadFollows();
  }, [loggedIn, userId, idle]);
  return null;
}
