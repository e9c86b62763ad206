import type { FollowList } from '@/lib/domain/people';
import { useFollowsStore } from '@/stores/follows-store';
import { endpoints } from './endpoints';
import { startupGet } from './startup-get';

// followers/index into the follows store (SPEC §4: after the auth check, follows load with favourites and the cart).
// fetch, not axios: it runs as every logged-in page starts (startup-get.ts says why that matters).

const store = () => useFollowsStore.getState();

/** Counts follow answers applied in this tab: a list fetched before one of them must not overwrite it. */
let applied = 0;
export const noteFollowApplied = () => {
  applied += 1;
};

export async function loadFollows(): Promise<void> {
  if (store().status !== 'idle') return;
  store().setStatus('loading');
  const before = applied;
  try {
    const answer = await startupGet<{ data: { followList: FollowList } }>(endpoints.followers);
    if (applied === before) store().setList(answer.data.followList);
    else store().setStatus('ready');
  } catch {
    store().setStatus('idle'); // offline or logged out meanwhile: the next page tries again
  }
}
