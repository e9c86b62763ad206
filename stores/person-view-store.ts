import { create } from 'zustand';
import type { PersonProfile, ViewerRelation } from '@/lib/domain/people';

// The logged-in viewer's GET user/{username} answer for the person page on screen: its buttons (person-actions.tsx)
// fetch it, and a private page's details (private-reveal.tsx) show from it when the viewer is a connection.

type PersonViewState = {
  username: string | null;
  user: PersonProfile | null;
  viewer: ViewerRelation;
  set: (username: string, user: PersonProfile, viewer: ViewerRelation) => void;
  /** A follow answer's count for the person on screen. */
  setFollowers: (followers: number) => void;
  clear: () => void;
};

export const usePersonViewStore = create<PersonViewState>()((set) => ({
  username: null,
  user: null,
  viewer: null,
  set: (username, user, viewer) => set({ username: username.toLowerCase(), user, viewer }),
  setFollowers: (followers) =>
    set((s) => (s.user?.counts ? { user: { ...s.user, counts: { ...s.user.counts, followers } } } : {})),
  clear: () => set({ username: null, user: null, viewer: null }),
}));
