import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { BackOfficeChrome } from '@/components/admin/back-office-chrome';
import { isBackOfficeOpen, staffOf } from '@/lib/server/auth/back-office';
import { getPageSession } from '@/lib/server/auth/page-session';

// The back office (issue 24): its own layout, built for work (dense, keyboard, 1280–1920 px first, a kitchen tablet).
// It never shows its menu to anyone but staff with this shift's second factor; every page checks access itself
// (requireStaffPage), so a visitor or a customer gets the shop's not-found page from the page, not from here.
// The title names the back office only for staff: a visitor's or customer's not-found page here must read exactly like
// any other (the root's "Page not found | Upahar Ghar"), or its tab would say what lives at this address.
export async function generateMetadata(): Promise<Metadata> {
  const staff = staffOf(await getPageSession());
  if (!staff) return { robots: { index: false, follow: false } };
  return { title: { default: 'Back office', template: '%s · Back office · Upahar Ghar' }, robots: { index: false, follow: false } };
}

export const dynamic = 'force-dynamic';

export default async function BackOfficeLayout({ children }: { children: ReactNode }) {
  const staff = staffOf(await getPageSession());
  if (!staff || !isBackOfficeOpen(staff)) return <>{children}</>;
  return (
    <BackOfficeChrome name={staff.user.name} role={staff.role}>
      {children}
    </BackOfficeChrome>
  );
}
