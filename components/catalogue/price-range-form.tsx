import { formatNpr, RUPEE_SIGN, rupeesToPaisa } from '@/lib/domain/money';
import { DEFAULT_FILTERS, filtersToSearchParams, type CatalogueFilters } from '@/lib/domain/filters';

type PriceRangeFormProps = { basePath: string; filters: CatalogueFilters; range: { min: number; max: number } };

/**
 * A plain GET form: it submits to the list's own URL with the other filters as hidden fields, so it works without
 * JavaScript and lands on the same normalised (cached) URL as a link would.
 */
export function PriceRangeForm({ basePath, filters, range }: PriceRangeFormProps) {
  const hidden = [...filtersToSearchParams({ ...filters, minPrice: undefined, maxPrice: undefined, page: 1 }).entries()];
  // The range is in whole rupees (the filter's unit); shown like every other price in the shop.
  const hint = range.max > 0 ? `This list: ${formatNpr(rupeesToPaisa(range.min))}–${formatNpr(rupeesToPaisa(range.max))}` : null;
  return (
    <form action={basePath} method="get" className="space-y-2">
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="flex items-end gap-2">
        <label className="flex-1 text-xs font-medium text-gray-700">
          Min ({RUPEE_SIGN})
          <input
            type="number"
            name="minPrice"
            min={0}
            step={1}
            inputMode="numeric"
            defaultValue={filters.minPrice}
            className="mt-1 block w-full rounded-lg border border-cocoa-300 px-2 py-1.5 text-sm text-cocoa-900"
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
            defaultValue={filters.maxPrice}
            className="mt-1 block w-full rounded-lg border border-cocoa-300 px-2 py-1.5 text-sm text-cocoa-900"
          />
        </label>
      </div>
      {hint ? <p className="text-xs text-gray-600">{hint}</p> : null}
      <button
        type="submit"
        className="inline-flex min-h-9 w-full items-center justify-center rounded-full bg-cocoa-800 px-4 text-sm font-semibold text-white hover:bg-cocoa-900"
      >
        Apply price
      </button>
      <p className="sr-only">
        Default range Rs {DEFAULT_FILTERS.minPrice} to {DEFAULT_FILTERS.maxPrice}.
      </p>
    </form>
  );
}
