import { create } from 'zustand';
import type { PersonProfile, ViewerRelation } from '@/lib/domain/people';

// The logged-in viewer's GET user/{username} answer for the person page on screen: its buttons (person-actions.tsx)
// fetch it, and a private page's details (private-reveal.tsx) show from it when the viewer is a connection.

type PersonViewState = {
  username: string | null;
  user: PersonProfile | null;
  viewer: ViewerRelation;
  /** The follower count of the latest follow answer, until a GET user/{username} asked after it brings its own. */
  followers: { username: string; count: number; at: number } | null;
  /** `askedAt`: when that GET was sent (a follow answered after it is newer than its count). */
  set: (username: string, user: PersonProfile, viewer: ViewerRelation, askedAt: number) => void;
  setFollowers: (username: string, count: number) => void;
  clear: () => void;
};

export const usePersonViewStore = create<PersonViewState>()((set) => ({
  username: null,
  user: null,
  viewer: null,
  followers: null,
  set: (username, user, viewer, askedAt) =>
    set((s) => ({ username: username.toLowerCase(), user, viewer, followers: s.followers && s.followers.at > askedAt ? s.followers : null })),
  setFollowers: (username, count) => set({ followers: { username: username.toLowerCase(), count, at: Date.now() } }),
  clear: () => set({ username: null, user: null, viewer: null, followers: null }),
}));
