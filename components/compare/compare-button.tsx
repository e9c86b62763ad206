'use client';

import Link from 'next/link';
import { useState } from 'react';
import { lazyToast as toast } from '@/components/ui/lazy-toast';
import { compareAddMessage } from '@/lib/domain/compare-list';
import type { CompareKind } from '@/lib/domain/compare-types';
import { comparePath, useCompareList } from './compare-list';

/**
 * "Add to compare" on a product or automobile page; says what happened (SPEC §4 rules) in a live region beside it.
 * A restart (a 4th item starts a new list) is also a toast at the top of the screen, where the shopper sees it even
 * with the button at the edge of a phone's screen: the three items chosen before are gone, and that must not be silent.
 */
export function CompareButton({ productId, name, kind = 'product' }: { productId: number; name: string; kind?: CompareKind }) {
  const list = useCompareList(kind);
  const [said, setSaid] = useState<string | null>(null);
  const inList = list.ids.includes(productId);
  const add = () => {
    const result = list.add(productId);
    const message = compareAddMessage(result, name);
    setSaid(message);
    // The live region beside the button already reads it out: the toast is for the eyes only.
    if (result === 'restarted') toast(message, { id: 'compare-restarted', icon: '⇄', ariaProps: { role: 'status', 'aria-live': 'off' } });
  };
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <button
        type="button"
        data-testid="compare-button"
        aria-pressed={inList}
        onClick={add}
        className="inline-flex min-h-10 items-center gap-2 rounded-full border border-cocoa-200 bg-white px-4 font-semibold text-cocoa-900 hover:border-brand-600"
      >
        <span aria-hidden="true">⇄</span> {inList ? 'In compare' : 'Add to compare'}
      </button>
      <p role="status" className="text-gray-700" data-testid="compare-said">
        {said}{' '}
        {said ? (
          <Link href={comparePath(kind)} className="font-semibold text-brand-700 underline">
            Compare now
          </Link>
        ) : null}
      </p>
    </div>
  );
}
