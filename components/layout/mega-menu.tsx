import Link from 'next/link';
import type { HeaderData } from '@/lib/server/services/content/types';
import { ChevronDownIcon, GridIcon } from '@/components/ui/icons';
import { HeaderPopoverIsland as HeaderPopover } from './header-popover-island';

/** Splits a list into `count` columns as evenly as possible, in reading order (10 items → 4, 3, 3). */
export function splitIntoColumns<T>(items: T[], count = 3): T[][] {
  const base = Math.floor(items.length / count);
  const extra = items.length % count;
  const columns: T[][] = [];
  let start = 0;
  for (let i = 0; i < count; i += 1) {
    const size = base + (i < extra ? 1 : 0);
    columns.push(items.slice(start, start + size));
    start += size;
  }
  return columns.filter((column) => column.length > 0);
}

/**
 * "Shop By Categories": top categories with their children in 3 columns, and the optional banner (SPEC §2). A server
 * component: the columns are worked out and drawn here, and only the dropdown itself (HeaderPopover) is client code.
 */
export function MegaMenu({ categories }: { categories: HeaderData['categories'] }) {
  const columns = splitIntoColumns(categories.items, 3);
  const banner = categories.banner;
  return (
    <HeaderPopover
      label={
        <>
          <GridIcon className="h-4 w-4" />
          Shop By Categories
          <ChevronDownIcon className="h-4 w-4" />
        </>
      }
      buttonClassName="inline-flex min-h-10 items-center gap-2 rounded-full bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700 data-open:bg-brand-700"
      panelClassName="absolute inset-x-0 top-full z-50 border-t border-cocoa-100 bg-white shadow-xl"
    >
      <div className="mx-auto flex max-w-[1280px] gap-8 px-6 py-6">
        <div className="grid flex-1 grid-cols-3 gap-8">
          {columns.map((column, index) => (
            <ul key={index} data-testid="mega-menu-column" className="space-y-4">
              {column.map((category) => (
                <li key={category.id}>
                  <Link href={`/category/${category.slug}`} className="text-sm font-semibold text-cocoa-900 hover:text-brand-700">
                    {category.name}
                  </Link>
                  {category.children.length ? (
                    <ul className="mt-1.5 space-y-1">
                      {category.children.map((child) => (
                        <li key={child.id}>
                          <Link href={`/category/${child.slug}`} className="text-sm text-gray-700 hover:text-brand-700">
                            {child.name}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          ))}
        </div>
        {banner ? (
          <Link href={banner.url} className="block w-72 shrink-0 overflow-hidden rounded-2xl">
            {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG banner, nothing to optimise */}
            <img src={banner.image} alt="Featured collection" width={288} height={216} className="h-full w-full object-cover" />
          </Link>
        ) : null}
      </div>
    </HeaderPopover>
  );
}
