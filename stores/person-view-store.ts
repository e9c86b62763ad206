import { create } from 'zustand';
import type { PersonProfile, ViewerRelation } from '@/lib/domain/people';

// The logged-in viewer's GET user/{username} answer for the person page on screen: its buttons (person-actions.tsx)
// fetch it, and a private page's details (private-reveal.tsx) show from it when the viewer is a connection.

type PersonViewState = {
  username: string | null;
  user: PersonProfile | null;
  viewer: ViewerRelation;
  /** The follower count of the latest follow answer, until a newer GET user/{username} brings its own. */
  followers: { username: string; count: number } | null;
  set: (username: string, user: PersonProfile, viewer: ViewerRelation) => void;
  setFollowers: (username: string, count: number) => void;
  clear: () => void;
};

export const usePersonViewStore = create<PersonViewState>()((set) => ({
  username: null,
  user: null,
  viewer: null,
  followers: null,
  set: (username, user, viewer) => set({ username: username.toLowerCase(), user, viewer, followers: null }),
  setFollowers: (username, count) => set({ followers: { username: username.toLowerCase(), count } }),
  clear: () => set({ username: null, user: null, viewer: null, followers: null }),
}));
