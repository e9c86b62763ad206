'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

/** A menu entry, marked as the current page when it is the one open (or a page below it). */
export function BackOfficeNavLink({ href, children }: { href: string; children: ReactNode }) {
  const pathname = usePathname() ?? '';
  const current = href === '/admin' ? pathname === '/admin' : pathname === href || pathname.startsWith(`${href}/`);
  return (
    <Link
      href={href}
      aria-current={current ? 'page' : undefined}
      className={`whitespace-nowrap rounded-md px-2.5 py-1.5 text-sm font-medium ${current ? 'bg-brand-700 text-white' : 'text-gray-800 hover:bg-gray-100'}`}
    >
      {children}
    </Link>
  );
}
