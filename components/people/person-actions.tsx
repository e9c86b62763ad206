'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { lazyToast as toast } from '@/components/ui/lazy-toast';
import { goToLogin } from '@/components/product/go-to-login';
import { Button } from '@/components/ui/button';
import type { Relationship } from '@/lib/domain/connections';
import { formatCount } from '@/lib/domain/counts';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { createThrottle, FOLLOW_THROTTLE_MS } from '@/lib/domain/throttle';
import { isFollowed, useFollowsStore } from '@/stores/follows-store';
import { usePersonViewStore } from '@/stores/person-view-store';
import { hasSession, useUserStore } from '@/stores/user-store';

// The buttons of /user/{username} by the viewer's state (SPEC §7 connection/…, followers/…): Connect; Pending —
// cancel; Accept / Decline; Connected — remove; Follow / Unfollow. A visitor's buttons lead to the login page and
// back. The counts under the name are live: the page is cached for everyone, the viewer's answer refreshes them.

type Props = {
  personId: number;
  username: string;
  name: string;
  counts: { followers: number; connections: number } | null;
};

const calls = () => import('@/lib/api/hooks/use-people');

async function showError(error: unknown, fallback: string) {
  if ((error as { response?: { status?: number } } | null)?.response?.status === 401) return goToLogin();
  const { apiErrorMessage } = await import('@/lib/api/errors');
  toast.error(apiErrorMessage(error, fallback));
}

export function PersonActions({ personId, username, name, counts: initialCounts }: Props) {
  const loggedIn = useUserStore(hasSession);
  const checking = useUserStore((s) => s.status === 'checking');
  const viewer = usePersonViewStore((s) => (s.username === username.toLowerCase() ? s.viewer : null));
  const liveCounts = usePersonViewStore((s) => (s.username === username.toLowerCase() ? s.user?.counts : undefined));
  const followed = usePersonViewStore((s) => (s.followers?.username === username.toLowerCase() ? s.followers.count : null));
  const following = useFollowsStore((s) => isFollowed(s, 'user', personId));
  const [busy, setBusy] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const gate = useRef(createThrottle(FOLLOW_THROTTLE_MS));
  const first = name.split(/\s+/)[0] ?? name;

  const refresh = async () => {
    const { peopleCalls } = await calls();
    const askedAt = Date.now();
    const answer = await peopleCalls.viewUser(username);
    usePersonViewStore.getState().set(username, answer.user, answer.viewer, askedAt);
  };

  useEffect(() => {
    if (!loggedIn) return;
    refresh().catch(() => undefined); // the page still works as a visitor's
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per person and login
  }, [loggedIn, username]);

  const connection: Relationship | null = viewer?.connection ?? null;
  const known = liveCounts === undefined ? initialCounts : liveCounts;
  const counts = known && followed !== null ? { ...known, followers: followed } : known;

  const act = async (run: () => Promise<unknown>, done: string | null, fallback: string) => {
    if (!loggedIn) return goToLogin();
    if (busy) return;
    setBusy(true);
    try {
      await run();
      await refresh();
      if (done) toast.success(done, { id: `person-${personId}` });
    } catch (error) {
      await showError(error, fallback);
    } finally {
      setBusy(false);
      setConfirmRemove(false);
    }
  };

  const onFollow = async () => {
    if (!loggedIn) return goToLogin();
    if (busy || !gate.current()) return; // SPEC §9: one follow action per 1000 ms
    setBusy(true);
    try {
      const { toggleFollow } = await calls();
      const answer = await toggleFollow('user', personId, !following);
      usePersonViewStore.getState().setFollowers(username, answer.followers);
      toast.success(answer.following ? `You follow ${first} now.` : `You no longer follow ${first}.`, { id: `follow-${personId}` });
    } catch (error) {
      await showError(error, 'We could not update who you follow. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const send = () => calls().then(({ peopleCalls }) => peopleCalls.send(username));

  let connect: React.ReactNode;
  if (!connection) {
    connect = (
      <Button onClick={() => act(send, `Request sent to ${first}.`, 'We could not send your request.')} disabled={checking || busy}>
        Connect
      </Button>
    );
  } else if (connection.state === 'self') {
    connect = (
      <Link href="/profile/edit" prefetch={false} className="inline-flex min-h-11 items-center rounded-full border border-brand-600 px-5 text-sm font-semibold text-brand-700 hover:bg-brand-50">
        Edit your page
      </Link>
    );
  } else if (connection.state === 'none') {
    connect = connection.canSendAfter ? (
      <p className="text-sm text-gray-700">You can ask {first} to connect again from {formatKathmanduDate(connection.canSendAfter, 'd MMMM yyyy')}.</p>
    ) : (
      <Button onClick={() => act(send, `Request sent to ${first}.`, 'We could not send your request.')} disabled={busy}>
        Connect
      </Button>
    );
  } else if (connection.state === 'sent') {
    const id = connection.requestId;
    connect = (
      <>
        <span className="inline-flex min-h-11 items-center rounded-full bg-cocoa-50 px-4 text-sm font-semibold text-cocoa-900">Pending</span>
        <Button variant="secondary" onClick={() => act(() => calls().then(({ peopleCalls }) => peopleCalls.answer('cancel', id)), 'Request cancelled.', 'We could not cancel your request.')} disabled={busy}>
          Cancel request
        </Button>
      </>
    );
  } else if (connection.state === 'received') {
    const id = connection.requestId;
    connect = (
      <>
        <Button onClick={() => act(() => calls().then(({ peopleCalls }) => peopleCalls.answer('accept', id)), `You and ${first} are connected.`, 'We could not accept the request.')} disabled={busy}>
          Accept
        </Button>
        <Button variant="secondary" onClick={() => act(() => calls().then(({ peopleCalls }) => peopleCalls.answer('decline', id)), 'Request declined.', 'We could not decline the request.')} disabled={busy}>
          Decline
        </Button>
      </>
    );
  } else {
    connect = confirmRemove ? (
      <>
        <span className="text-sm text-cocoa-900">Remove {first} from your connections?</span>
        <Button variant="secondary" onClick={() => act(() => calls().then(({ peopleCalls }) => peopleCalls.remove(username)), `${first} is no longer a connection.`, 'We could not remove the connection.')} disabled={busy}>
          Yes, remove
        </Button>
        <Button variant="ghost" onClick={() => setConfirmRemove(false)}>
          Keep
        </Button>
      </>
    ) : (
      <>
        <span className="inline-flex min-h-11 items-center rounded-full bg-leaf-500/10 px-4 text-sm font-semibold text-leaf-700">✓ Connected</span>
        <Button variant="ghost" onClick={() => setConfirmRemove(true)} disabled={busy}>
          Remove
        </Button>
      </>
    );
  }

  const self = connection?.state === 'self';
  return (
    <div className="flex flex-col gap-3" data-testid="person-actions">
      {counts ? (
        <p className="flex gap-4 text-sm text-cocoa-900" data-testid="person-counts">
          <span>
            <strong className="font-bold">{formatCount(counts.followers)}</strong> {counts.followers === 1 ? 'follower' : 'followers'}
          </span>
          <span>
            <strong className="font-bold">{formatCount(counts.connections)}</strong> {counts.connections === 1 ? 'connection' : 'connections'}
          </span>
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2" aria-live="polite">
        {connect}
        {self ? null : (
          <Button variant={following ? 'secondary' : 'ghost'} onClick={onFollow} aria-pressed={following} disabled={checking} className="border border-cocoa-200">
            {following ? 'Following' : 'Follow'}
          </Button>
        )}
      </div>
    </div>
  );
}
