'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { COMPARE_MAX, compareCountLabel } from '@/lib/domain/compare-list';
import type { CompareKind } from '@/lib/domain/compare-types';
import { comparePath, useCompareList, useCompareRows } from './use-compare';

function Bar({ kind }: { kind: CompareKind }) {
  const list = useCompareList(kind);
  const rows = useCompareRows(list.ids, kind);
  if (list.ids.length === 0) return null;
  const names = new Map((rows.data?.compareProducts ?? []).map((p) => [p.id, p]));
  const noun = kind === 'automobile' ? 'vehicles' : 'products';
  return (
    <div className="flex max-w-full items-center gap-2 rounded-2xl border border-cocoa-200 bg-white p-1.5 pl-3 shadow-lg sm:gap-3 sm:p-2 sm:pl-4" data-testid={`compare-bar-${kind}`} data-compare-bar="">
      <p className="min-w-0 truncate text-sm font-semibold text-cocoa-900">
        {/* A phone has room for the count and the two buttons only: "Compare" is said by the button beside it. */}
        <span className="max-sm:sr-only">Compare </span>
        {compareCountLabel(list.ids.length, kind)} <span className="hidden font-normal text-gray-700 sm:inline">(up to {COMPARE_MAX})</span>
      </p>
      <ul className="hidden gap-1 md:flex" aria-label={`${noun} to compare`}>
        {list.ids.map((id) => {
          const p = names.get(id);
          return (
            <li key={id} className="flex items-center gap-1 rounded-full bg-cocoa-50 py-1 pl-3 pr-1 text-xs text-cocoa-900">
              <span className="max-w-32 truncate">{p?.name ?? '…'}</span>
              <button type="button" onClick={() => list.remove(id)} className="rounded-full px-2 py-0.5 hover:bg-cocoa-100" aria-label={`Remove ${p?.name ?? 'item'} from compare`}>
                ×
              </button>
            </li>
          );
        })}
      </ul>
      <Link href={comparePath(kind)} className="ml-auto inline-flex min-h-9 shrink-0 items-center rounded-full bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800">
        Compare
      </Link>
      <button type="button" onClick={() => list.clear()} className="min-h-9 shrink-0 rounded-full px-2 text-sm text-gray-700 hover:bg-cocoa-50 sm:px-3">
        Clear
      </button>
    </div>
  );
}

/**
 * The compare bar that follows the shopper from page to page while a list holds something: above the phone tab bar,
 * bottom-right on wide screens. Hidden on the compare pages themselves. On a phone it rises above a sticky bar while
 * that is shown (the product page's price and Add to cart, the cart's total and checkout: app/globals.css --foot-bars),
 * instead of covering it.
 */
export function CompareBar() {
  const path = usePathname();
  if (path?.startsWith('/compare')) return null;
  return (
    <div className="pointer-events-none fixed inset-x-2 bottom-[calc(var(--foot-bars)+0.5rem)] z-30 flex flex-col items-end gap-2 md:bottom-4 md:left-auto md:right-4">
      <div className="pointer-events-auto max-w-full">
        <Bar kind="product" />
      </div>
      <div className="pointer-events-auto max-w-full">
        <Bar kind="automobile" />
      </div>
    </div>
  );
}
