import { create } from 'zustand';

/**
 * Who is browsing (SPEC §3 User, §4 transitions). The accounts feature fills it after the startup auth check;
 * until then everyone is a visitor. Not persisted: the session cookie/token is the truth, this is its in-memory view.
 */
export type UserProfile = {
  id: number;
  username: string;
  name: string;
  email: string;
  phone?: string | null;
  avatar?: string | null;
  /** Email confirmed (SPEC §6: logged in = token present AND user confirmed). */
  confirmed?: boolean;
};

type UserStore = {
  isLoggedIn: boolean;
  profile: UserProfile | null;
  /** The rest of the user payload (favorites, addresses…); the accounts feature narrows this type. */
  data: Record<string, unknown> | null;
  /** Authentication success: set the profile and data and the logged-in flag. */
  setUser: (profile: UserProfile, data?: Record<string, unknown> | null) => void;
  /** Logout / failed token check / SPEC §4 reset: back to a visitor. */
  reset: () => void;
};

export const useUserStore = create<UserStore>()((set) => ({
  isLoggedIn: false,
  profile: null,
  data: null,
  setUser: (profile, data = null) => set({ isLoggedIn: true, profile, data }),
  reset: () => set({ isLoggedIn: false, profile: null, data: null }),
}));
