import type { Relationship } from '@/lib/domain/connections';
import type { FollowList, FollowTargetType, PersonCard, PersonProfile, ViewerRelation } from '@/lib/domain/people';
import { useFollowsStore } from '@/stores/follows-store';
import { authApi } from '../client';
import { endpoints } from '../endpoints';
import { noteFollowApplied } from '../load-follows';

// The people calls (SPEC §7 user/{username}, connection/…, followers/…), loaded lazily (import()) by the buttons that
// use them, so a visitor's page never downloads axios for them.

type Envelope<T> = { data: T };

export type ConnectionAnswer = { id: number; person: PersonCard; relationship: Relationship; changed: boolean };
export type FollowAnswer = { type: FollowTargetType; id: number; following: boolean; followers: number; followList: FollowList };
export type ConnectionAction = 'accept' | 'decline' | 'hide' | 'cancel';

const post = async <T>(path: string, body: unknown = {}) => (await authApi.post<Envelope<T>>(path, body)).data.data;

const ACTION_PATHS: Record<ConnectionAction, (id: number) => string> = {
  accept: endpoints.connectionAccept,
  decline: endpoints.connectionDecline,
  hide: endpoints.connectionHide,
  cancel: endpoints.connectionCancel,
};

export const peopleCalls = {
  viewUser: async (username: string) =>
    (await authApi.get<Envelope<{ user: PersonProfile; viewer: ViewerRelation }>>(endpoints.user(username))).data.data,
  send: (username: string) => post<ConnectionAnswer>(endpoints.connectionSend, { username }),
  answer: (action: ConnectionAction, id: number) => post<ConnectionAnswer>(ACTION_PATHS[action](id)),
  remove: (username: string) => post<ConnectionAnswer>(endpoints.connectionRemove, { username }),
  follow: (type: FollowTargetType, id: number) => post<FollowAnswer>(endpoints.followersAdd, { type, id }),
  unfollow: (type: FollowTargetType, id: number) => post<FollowAnswer>(endpoints.followersDelete, { type, id }),
};

/**
 * Follows or unfollows: the button changes at once, the server's answer then replaces the follow list, and a failure
 * puts it back and is rethrown (a 401 means: log in). Answers the server's view (following, followers).
 */
export async function toggleFollow(type: FollowTargetType, id: number, follow: boolean): Promise<FollowAnswer> {
  const store = useFollowsStore.getState();
  store.setFollowing(type, id, follow);
  try {
    const answer = follow ? await peopleCalls.follow(type, id) : await peopleCalls.unfollow(type, id);
    useFollowsStore.getState().setList(answer.followList);
    noteFollowApplied();
    return answer;
  } catch (error) {
    useFollowsStore.getState().setFollowing(type, id, !follow);
    throw error;
  }
}
