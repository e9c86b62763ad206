import { create } from 'zustand';
import type { FollowList, FollowTargetType } from '@/lib/domain/people';
import { useUserStore } from './user-store';

// SPEC §3 User.followList, §4 "on success it loads follows": the ids the logged-in person follows, per target type
// (people and businesses). Loaded once after the auth check (components/people/follows-bootstrap.tsx); every
// followers/add or followers/delete answer replaces it, so the Follow buttons follow the server. Cleared whenever the
// user store forgets the person (logout, a failed token check) or another person logs in.

type FollowsState = FollowList & {
  /** idle: not loaded for this session; loading: followers/index is on its way; ready: loaded. */
  status: 'idle' | 'loading' | 'ready';
  setStatus: (status: FollowsState['status']) => void;
  setList: (list: FollowList) => void;
  /** Optimistic change while the call runs (undone if it fails). */
  setFollowing: (type: FollowTargetType, id: number, following: boolean) => void;
  clear: () => void;
};

const EMPTY: FollowList & { status: 'idle' } = { user: [], business: [], status: 'idle' };

export const useFollowsStore = create<FollowsState>()((set) => ({
  ...EMPTY,
  setStatus: (status) => set({ status }),
  setList: (list) => set({ user: [...list.user], business: [...list.business], status: 'ready' }),
  setFollowing: (type, id, following) =>
    set((s) => {
      const without = s[type].filter((x) => x !== id);
      return { [type]: following ? [id, ...without] : without } as Pick<FollowList, typeof type>;
    }),
  clear: () => set(EMPTY),
}));

export const isFollowed = (s: FollowList, type: FollowTargetType, id: number): boolean => s[type].includes(id);

useUserStore.subscribe((state, previous) => {
  if (state.profile?.id !== previous.profile?.id) useFollowsStore.getState().clear();
});
