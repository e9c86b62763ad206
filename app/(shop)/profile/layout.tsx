import type { ReactNode } from 'react';
import { ProfileNav } from '@/components/account/profile-nav';

// The profile area's frame (menu + content) inside the shop shell. It reads no session: the login check lives in
// (guarded)/layout.tsx and in each page, so /profile/changepassword can share this frame without the guard.
export default function ProfileLayout({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-[1280px] flex-col gap-6 px-4 py-6 sm:px-6 md:flex-row md:gap-10 md:py-10">
      <ProfileNav />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
