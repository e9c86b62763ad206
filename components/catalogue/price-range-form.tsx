'use client';

import { useRouter } from 'next/navigation';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { formatNpr, RUPEE_SIGN, rupeesToPaisa } from '@/lib/domain/money';
import { describePriceFilter, filtersToSearchParams, PRICE_STEP, snapMaxPrice, snapMinPrice, type CatalogueFilters } from '@/lib/domain/filters';
import { listHref } from './list-href';

type PriceRangeFormProps = {
  basePath: string;
  filters: CatalogueFilters;
  /** The list's lowest and highest price before any filter (FilterBox.price), in rupees: the slider's ends. */
  range: { min: number; max: number };
};

const noSubscription = () => () => {};

const npr = (rupees: number) => formatNpr(rupeesToPaisa(rupees));

/** '' (no bound) or whole rupees, as typed into a number box. */
const asBound = (text: string): number | undefined => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined);

/**
 * The price filter: a plain GET form to the list's own URL with the other filters as hidden fields, so it works
 * without JavaScript and lands on the same normalised (cached) URL as a link would. Each bound is its own box; a bound
 * that is not set stays EMPTY (its placeholder shows the list's open end), so applying one end never sends, and never
 * moves, the other. With JavaScript a two-thumb slider runs from रू 0 to the list's highest price and fills the boxes;
 * a thumb at its end is "no bound".
 */
export function PriceRangeForm({ basePath, filters, range }: PriceRangeFormProps) {
  const hidden = [...filtersToSearchParams({ ...filters, minPrice: undefined, maxPrice: undefined, page: 1 }).entries()];
  const [low, setLow] = useState(filters.minPrice === undefined ? '' : String(filters.minPrice));
  const [high, setHigh] = useState(filters.maxPrice === undefined ? '' : String(filters.maxPrice));
  // The slider only works with JavaScript: in the server's HTML it is shown (no layout shift) but disabled.
  const interactive = useSyncExternalStore(noSubscription, () => true, () => false);

  // The slider spans 0 to the list's highest price, or further when a bound typed into a URL lies beyond it, in steps of
  // PRICE_STEP (the URL's bounds are snapped to the same steps: one range, one cached page); its end is the first step
  // at or above that price, so the top thumb can always reach "no bound".
  const end = snapMaxPrice(Math.max(range.max, filters.minPrice ?? 0, filters.maxPrice ?? 0, asBound(low) ?? 0, asBound(high) ?? 0)) ?? 0;
  // A typed bound is shown on the slider where it will apply: on its step (a range input holds only step values).
  const lowValue = Math.min(snapMinPrice(asBound(low)) ?? 0, end);
  const highValue = Math.min(snapMaxPrice(asBound(high)) ?? end, end);
  const summary = describePriceFilter(filters, range);

  const router = useRouter();
  // With JavaScript: straight to the list's canonical URL (only the bounds that are set, in order), without a full
  // page load. Without it the browser sends the form as is, and an empty box reads as no bound.
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let [minPrice, maxPrice] = [asBound(low), asBound(high)];
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) [minPrice, maxPrice] = [maxPrice, minPrice];
    // Typed bounds snapped as the server would (lib/domain/filters.ts), so the push lands on the canonical URL at once.
    router.push(listHref(basePath, { ...filters, minPrice: snapMinPrice(minPrice), maxPrice: snapMaxPrice(maxPrice), page: 1 }));
  };

  return (
    <form action={basePath} method="get" className="space-y-3" onSubmit={apply}>
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {summary ? (
        <p className="text-sm font-medium text-cocoa-900" data-testid="price-filter-summary">
          {summary}
        </p>
      ) : null}
      {end > 0 ? (
        <div className="price-slider" aria-hidden={interactive ? undefined : true}>
          <input
            type="range"
            min={0}
            max={end}
            step={PRICE_STEP}
            value={lowValue}
            disabled={!interactive}
            aria-label="Lowest price"
            aria-valuetext={lowValue === 0 ? 'No lowest price' : npr(lowValue)}
            onChange={(e) => {
              const value = Math.min(Number(e.target.value), highValue);
              setLow(value === 0 ? '' : String(value));
            }}
          />
          <input
            type="range"
            min={0}
            max={end}
            step={PRICE_STEP}
            value={highValue}
            disabled={!interactive}
            aria-label="Highest price"
            aria-valuetext={highValue === end ? `No highest price (up to ${npr(end)})` : npr(highValue)}
            onChange={(e) => {
              const value = Math.max(Number(e.target.value), lowValue);
              setHigh(value === end ? '' : String(value));
            }}
          />
        </div>
      ) : null}
      <div className="flex items-end gap-2">
        <label className="flex-1 text-xs font-medium text-gray-700">
          Min ({RUPEE_SIGN})
          <input
            type="number"
            name="minPrice"
            min={0}
            step={1}
            inputMode="numeric"
            value={low}
            placeholder="0"
            onChange={(e) => setLow(e.target.value)}
            className="mt-1 block w-full rounded-lg border border-cocoa-300 px-2 py-1.5 text-sm text-cocoa-900 placeholder:text-gray-600"
          />
        </label>
        <label className="flex-1 text-xs font-medium text-gray-700">
          Max ({RUPEE_SIGN})
          <input
            type="number"
            name="maxPrice"
            min={0}
            step={1}
            inputMode="numeric"
            value={high}
            placeholder={range.max > 0 ? String(range.max) : 'Any'}
            onChange={(e) => setHigh(e.target.value)}
            className="mt-1 block w-full rounded-lg border border-cocoa-300 px-2 py-1.5 text-sm text-cocoa-900 placeholder:text-gray-600"
          />
        </label>
      </div>
      <button
        type="submit"
        className="inline-flex min-h-9 w-full items-center justify-center rounded-full bg-cocoa-800 px-4 text-sm font-semibold text-white hover:bg-cocoa-900"
      >
        Apply price
      </button>
    </form>
  );
}
