import { create } from 'zustand';
import type { PublicUser } from '@/lib/domain/account-types';

/**
 * Who is browsing (SPEC §3 User, §4 transitions). Filled by the startup auth check (components/account/
 * auth-bootstrap.tsx) and by a login; emptied by logout, a failed token check and the §4 reset. Not persisted: the
 * session token is the truth, this is its in-memory view.
 */

/** The account as the API describes it; callers that only know the basics (tests, old code) may leave the rest out. */
export type UserProfile = Pick<PublicUser, 'id' | 'username' | 'name'> & Partial<Omit<PublicUser, 'id' | 'username' | 'name'>>;

/**
 * - idle: nothing checked yet (no token, or the check has not started)
 * - checking: validate-token is on its way
 * - authenticated: a session and a confirmed user (SPEC §6 "logged-in user")
 * - unconfirmed: a session, but the email is not confirmed yet (guarded pages show the waiting page)
 * - failed: the token was refused or a login failed
 */
export type AuthStatus = 'idle' | 'checking' | 'authenticated' | 'unconfirmed' | 'failed';

type UserStore = {
  status: AuthStatus;
  /** SPEC §6: a token AND a confirmed user. */
  isLoggedIn: boolean;
  profile: UserProfile | null;
  /** The rest of the user payload (favorites, addresses…) that later features load after login. */
  data: Record<string, unknown> | null;
  /** Authentication success: the profile, its data and the flags. */
  setUser: (profile: UserProfile, data?: Record<string, unknown> | null) => void;
  setStatus: (status: AuthStatus) => void;
  /** SPEC §4 reset: favorites, profile, data, delivery locations, addresses and the flag go; back to a visitor. */
  reset: (status?: AuthStatus) => void;
};

/** Has a session at all (confirmed or not): the header then offers Profile and Logout. */
export const hasSession = (s: Pick<UserStore, 'status'>): boolean => s.status === 'authenticated' || s.status === 'unconfirmed';

export const useUserStore = create<UserStore>()((set) => ({
  status: 'idle',
  isLoggedIn: false,
  profile: null,
  data: null,
  setUser: (profile, data = null) => {
    const confirmed = profile.confirmed !== false;
    set({ status: confirmed ? 'authenticated' : 'unconfirmed', isLoggedIn: confirmed, profile, data });
  },
  setStatus: (status) => set({ status }),
  // `data` holds favorites, delivery locations and addresses, so clearing it clears them all.
  reset: (status = 'idle') => set({ status, isLoggedIn: false, profile: null, data: null }),
}));
