'use client';

import { useRef, useState } from 'react';
import { lazyToast as toast } from '@/components/ui/lazy-toast';
import { goToLogin } from '@/components/product/go-to-login';
import { Button } from '@/components/ui/button';
import { formatCount } from '@/lib/domain/counts';
import { createThrottle, FOLLOW_THROTTLE_MS } from '@/lib/domain/throttle';
import { isFollowed, useFollowsStore } from '@/stores/follows-store';
import { hasSession, useUserStore } from '@/stores/user-store';

// /business/{slug}'s Follow / Following button and follower count. The page is cached for everyone (ISR), so the
// count starts from the cached figure and is replaced by the server's answer after the viewer's own follow action.
// Whether the viewer follows comes from the follows store (loaded after login, SPEC §4); one action per 1000 ms (§9).

type Props = { businessId: number; name: string; followers: number };

export function BusinessFollow({ businessId, name, followers: initial }: Props) {
  const loggedIn = useUserStore(hasSession);
  const checking = useUserStore((s) => s.status === 'checking');
  const following = useFollowsStore((s) => isFollowed(s, 'business', businessId));
  const [followers, setFollowers] = useState(initial);
  const [busy, setBusy] = useState(false);
  const gate = useRef(createThrottle(FOLLOW_THROTTLE_MS));

  const onClick = async () => {
    if (!loggedIn) return goToLogin();
    if (busy || !gate.current()) return;
    setBusy(true);
    try {
      const { toggleFollow } = await import('@/lib/api/hooks/use-people');
      const answer = await toggleFollow('business', businessId, !following);
      setFollowers(answer.followers);
      toast.success(answer.following ? `You follow ${name} now: its new vacancies show on your profile.` : `You no longer follow ${name}.`, { id: `follow-business-${businessId}` });
    } catch (error) {
      if ((error as { response?: { status?: number } } | null)?.response?.status === 401) return goToLogin();
      const { apiErrorMessage } = await import('@/lib/api/errors');
      toast.error(apiErrorMessage(error, 'We could not update who you follow. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <p className="text-sm text-gray-700">
        <strong className="text-cocoa-900" data-testid="business-followers">
          {formatCount(followers)}
        </strong>{' '}
        {followers === 1 ? 'follower' : 'followers'}
      </p>
      <Button variant={following ? 'secondary' : 'primary'} onClick={onClick} aria-pressed={following} disabled={checking} data-testid="business-follow">
        {following ? 'Following' : 'Follow'}
      </Button>
    </div>
  );
}
