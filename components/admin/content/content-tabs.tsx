'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

// The Content area's tabs (/admin/content and below): one list for every screen of the shop's content, whichever
// part of the back office builds it. A tab is current on its own path and the paths below it (an item's editor).

export const CONTENT_TABS = [
  { href: '/admin/content', label: 'Pages' },
  { href: '/admin/content/faq', label: 'FAQ' },
  { href: '/admin/content/blog', label: 'Blog' },
  { href: '/admin/content/careers', label: 'Careers' },
  { href: '/admin/content/testimonials', label: 'Testimonials' },
  { href: '/admin/content/banners', label: 'Banners & offers' },
  { href: '/admin/content/menus', label: 'Menus & footer' },
  { href: '/admin/content/not-found', label: 'Not-found page' },
  { href: '/admin/content/campaigns', label: 'Campaigns' },
  { href: '/admin/content/prizes', label: 'Prizes' },
  { href: '/admin/content/causes', label: 'Donation causes' },
] as const;

function isCurrent(href: string, pathname: string): boolean {
  if (href === '/admin/content') return pathname === href || pathname.startsWith('/admin/content/pages/');
  return pathname === href || pathname.startsWith(`${href}/`);
}

export function ContentTabs() {
  const pathname = usePathname() ?? '';
  return (
    <nav aria-label="Content" className="overflow-x-auto border-b border-gray-200">
      <ul className="flex gap-1">
        {CONTENT_TABS.map((tab) => {
          const current = isCurrent(tab.href, pathname);
          return (
            <li key={tab.href}>
              <Link
                href={tab.href}
                aria-current={current ? 'page' : undefined}
                className={`-mb-px block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${
                  current ? 'border-brand-700 text-brand-800' : 'border-transparent text-gray-700 hover:border-gray-300 hover:text-gray-900'
                }`}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
