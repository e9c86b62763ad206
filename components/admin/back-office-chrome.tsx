import Link from 'next/link';
import type { ReactNode } from 'react';
import { BACK_OFFICE_MENU } from '@/lib/domain/back-office-menu';
import { can, STAFF_ROLE_LABELS, type StaffRole } from '@/lib/domain/staff-roles';
import { BackOfficeLogout } from './back-office-logout';
import { BackOfficeNavLink } from './back-office-nav-link';

/** The back office's frame: the menu of what this role may open, who is signed in, and the page. */
export function BackOfficeChrome({ name, role, children }: { name: string; role: StaffRole; children: ReactNode }) {
  const screens = BACK_OFFICE_MENU.filter((screen) => screen.permission === null || can(role, screen.permission));
  return (
    <div className="min-h-screen bg-gray-50 text-gray-900 print:bg-white">
      <a href="#work" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to the work
      </a>
      <header className="sticky top-0 z-30 border-b border-gray-200 bg-white print:hidden">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
          <Link href="/admin" className="text-sm font-bold text-brand-800">
            Upahar Ghar · Back office
          </Link>
          {/* Its own row, wrapping from a tablet up: the owner's 16 screens never hide behind a sideways scroll. */}
          <nav aria-label="Back office" className="order-3 -mx-1 flex w-full gap-1 overflow-x-auto md:flex-wrap md:overflow-visible">
            {screens.map((screen) => (
              <BackOfficeNavLink key={screen.href} href={screen.href}>
                {screen.label}
              </BackOfficeNavLink>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-3 text-sm">
            <span>
              {name} <span className="rounded bg-gray-100 px-1.5 py-0.5 text-xs font-semibold text-gray-700">{STAFF_ROLE_LABELS[role]}</span>
            </span>
            <Link href="/" className="text-brand-700 hover:underline">
              Shop
            </Link>
            <BackOfficeLogout />
          </div>
        </div>
      </header>
      <main id="work" className="px-4 py-4 print:p-0">
        {children}
      </main>
    </div>
  );
}
