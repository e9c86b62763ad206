'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

export const PROFILE_NAV = [
  { href: '/profile', label: 'My account' },
  { href: '/profile/orders', label: 'Orders' },
  { href: '/profile/address', label: 'Addresses' },
  { href: '/profile/wishlist', label: 'Wishlist' },
  { href: '/profile/promotion', label: 'Promotions' },
  { href: '/profile/connections', label: 'Connections' },
  { href: '/profile/contests', label: 'Contests' },
  { href: '/profile/quizzes', label: 'My quizzes' },
  { href: '/profile/posts', label: 'Posts under review' },
  { href: '/profile/businesses', label: 'Businesses' },
  { href: '/profile/vacancy', label: 'Vacancies' },
  { href: '/profile/applications', label: 'Applications' },
  { href: '/profile/tickets', label: 'Support tickets' },
  { href: '/profile/edit', label: 'Edit profile' },
  { href: '/profile/changepassword', label: 'Change password' },
] as const;

/** The profile area's menu: a row of chips on phones, a side list from md up. Per-visitor pages: no prefetch. */
export function ProfileNav() {
  const pathname = usePathname() ?? '';
  return (
    <nav aria-label="Your account" className="md:w-56 md:shrink-0">
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] md:mx-0 md:flex-col md:gap-0.5 md:overflow-visible md:px-0">
        {PROFILE_NAV.map((item) => {
          const current = pathname === item.href;
          return (
            <li key={item.href} className="shrink-0">
              <Link
                href={item.href}
                prefetch={false}
                aria-current={current ? 'page' : undefined}
                className={`flex min-h-10 items-center rounded-full border px-4 text-sm font-medium md:rounded-xl md:border-transparent ${
                  current
                    ? 'border-brand-600 bg-brand-50 text-brand-800'
                    : 'border-cocoa-200 text-cocoa-900 hover:bg-cocoa-50 hover:text-brand-700'
                }`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
