import type { ReactNode } from 'react';
import { AwaitingConfirmation } from '@/components/account/awaiting-confirmation';
import { requireMember } from '../_lib/member';

/**
 * The login-required part of the profile area (SPEC §2, §4 "guarded route"): no session → /login with the referrer;
 * a session whose email is not confirmed yet → the waiting page (with resend, moving on by itself once confirmed);
 * a confirmed member → the page. /profile/changepassword lives outside this group: the spec leaves it unguarded.
 */
export default async function GuardedProfileLayout({ children }: { children: ReactNode }) {
  const member = await requireMember('/profile');
  if (!member.confirmed) return <AwaitingConfirmation email={member.email} />;
  return children;
}
