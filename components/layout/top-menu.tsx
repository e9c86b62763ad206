'use client';

import { CloseButton, Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import Image from 'next/image';
import Link from 'next/link';
import type { Menu } from '@/lib/server/services/content/types';
import { ChevronDownIcon } from '@/components/ui/icons';

/**
 * One of the header's About / Bazaar / Fun dropdowns (SPEC §2): its links and, when set, its banner image linking
 * on. Headless UI's Popover gives the keyboard behaviour (Enter/Space opens, Escape closes, focus returns).
 */
export function TopMenu({ menu }: { menu: Menu }) {
  return (
    <Popover className="relative">
      <PopoverButton className="inline-flex min-h-9 items-center gap-1 rounded-full px-3 text-sm font-medium text-cocoa-900 hover:bg-brand-50 hover:text-brand-700 data-open:bg-brand-50 data-open:text-brand-700">
        {menu.title}
        <ChevronDownIcon className="h-4 w-4" />
      </PopoverButton>
      <PopoverPanel
        transition
        className="absolute left-0 top-full z-50 mt-2 flex w-max gap-4 rounded-2xl border border-cocoa-100 bg-white p-4 shadow-xl transition duration-150 data-closed:translate-y-1 data-closed:opacity-0"
      >
        <ul className="min-w-48 space-y-0.5">
          {menu.items.map((item) => (
            <li key={item.url + item.title}>
              <CloseButton
                as={Link}
                href={item.url}
                className="block rounded-lg px-3 py-2 text-sm text-cocoa-900 hover:bg-brand-50 hover:text-brand-700"
              >
                {item.title}
              </CloseButton>
            </li>
          ))}
        </ul>
        {menu.banner ? (
          <CloseButton as={Link} href={menu.banner.url} className="block shrink-0 overflow-hidden rounded-xl">
            <Image
              src={menu.banner.image}
              alt={`${menu.title}: featured`}
              width={220}
              height={160}
              unoptimized
              className="h-40 w-56 object-cover"
            />
          </CloseButton>
        ) : null}
      </PopoverPanel>
    </Popover>
  );
}
