'use client';

import Link from 'next/link';
import { useState } from 'react';
import { COMPARE_MAX, type CompareAddResult } from '@/lib/domain/compare-list';
import type { CompareKind } from '@/lib/domain/compare-types';
import { comparePath, useCompareList } from './use-compare';

const MESSAGES: Record<CompareAddResult, (name: string) => string> = {
  added: (name) => `${name} is in your comparison.`,
  duplicate: (name) => `${name} is already in your comparison.`,
  restarted: (name) => `You can compare ${COMPARE_MAX} at a time: a new comparison starts with ${name}.`,
};

/** "Add to compare" on a product or automobile page; says what happened (SPEC §4 rules) in a live region. */
export function CompareButton({ productId, name, kind = 'product' }: { productId: number; name: string; kind?: CompareKind }) {
  const list = useCompareList(kind);
  const [said, setSaid] = useState<string | null>(null);
  const inList = list.ids.includes(productId);
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <button
        type="button"
        data-testid="compare-button"
        aria-pressed={inList}
        onClick={() => setSaid(MESSAGES[list.add(productId)](name))}
        className="inline-flex min-h-10 items-center gap-2 rounded-full border border-cocoa-200 bg-white px-4 font-semibold text-cocoa-900 hover:border-brand-600"
      >
        <span aria-hidden="true">⇄</span> {inList ? 'In compare' : 'Add to compare'}
      </button>
      <p role="status" className="text-gray-700">
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
