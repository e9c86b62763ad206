import Link from 'next/link';
import type { Menu } from '@/lib/server/services/content/types';
import { ChevronDownIcon } from '@/components/ui/icons';
import { HeaderPopoverIsland as HeaderPopover } from './header-popover-island';

/**
 * One of the header's About / Bazaar / Fun dropdowns (SPEC §2): its links and, when set, its banner image linking
 * on. A server component: the button's label and the panel's links come to HeaderPopover (the client part) as
 * rendered markup, and the panel is put in the page only while open (see HeaderPopover).
 */
export function TopMenu({ menu }: { menu: Menu }) {
  return (
    <HeaderPopover
      className="relative"
      label={
        <>
          {menu.title}
          <ChevronDownIcon className="h-4 w-4" />
        </>
      }
      buttonClassName="inline-flex min-h-9 items-center gap-1 rounded-full px-3 text-sm font-medium text-cocoa-900 hover:bg-brand-50 hover:text-brand-700 data-open:bg-brand-50 data-open:text-brand-700"
      panelClassName="absolute left-0 top-full z-50 mt-2 flex w-max gap-4 rounded-2xl border border-cocoa-100 bg-white p-4 shadow-xl"
    >
      <ul className="min-w-48 space-y-0.5">
        {menu.items.map((item) => (
          <li key={item.url + item.title}>
            <Link
              href={item.url}
             
              className="block rounded-lg px-3 py-2 text-sm text-cocoa-900 hover:bg-brand-50 hover:text-brand-700"
            >
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
      {menu.banner ? (
        <Link href={menu.banner.url} className="block shrink-0 overflow-hidden rounded-xl">
          {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG banner, nothing to optimise */}
          <img src={menu.banner.image} alt={`${menu.title}: featured`} width={220} height={160} className="h-40 w-56 object-cover" />
        </Link>
      ) : null}
    </HeaderPopover>
  );
}
