'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { hasSession, useUserStore } from '@/stores/user-store';
import type { AccountIcons } from './account-links';

// A member's Profile and Logout (with the logout code) load once the visitor is known to be signed in.
const MemberMenu = lazy(() => import('./header-member-menu').then((m) => ({ default: m.MemberMenu })));

/**
 * Login/Register for visitors; Profile and Logout for members (SPEC §2), also while the email awaits confirmation
 * (they have a session to end): see ./header-member-menu.tsx. `children` are the visitor's links (VisitorLinks in
 * ./account-links.tsx, drawn by the server header).
 * The icons are rendered by the (server) header (see AccountIcons), so their drawings are not in the page's JavaScript.
 */
export function HeaderAccount({ icons, children: visitor }: { icons: AccountIcons; children: ReactNode }) {
  const signedIn = useUserStore(hasSession);
  if (!signedIn) return visitor;
  // Until the member's menu has loaded, the links stay as they were (as they are while the session is being checked):
  // nothing empties and refills in the header.
  return (
    <Suspense fallback={visitor}>
      <MemberMenu icons={icons} />
    </Suspense>
  );
}
