import { SearchIcon } from '@/components/ui/icons';

/**
 * A plain GET form to /search (works without JavaScript; the header has its own box). The box is keyed by the query
 * it shows: a search made elsewhere (the header) while this page is open navigates without remounting the page, and
 * an uncontrolled input would keep showing the previous query.
 */
export function SearchForm({ defaultValue = '' }: { defaultValue?: string }) {
  return (
    <form action="/search" method="get" role="search" className="flex w-full max-w-2xl gap-2">
      <label htmlFor="search-page-q" className="sr-only">
        Search cakes, flowers and gifts
      </label>
      <input
        key={defaultValue}
        id="search-page-q"
        type="search"
        name="q"
        defaultValue={defaultValue}
        maxLength={100}
        placeholder="Search cakes, flowers, gifts…"
        className="min-h-11 min-w-0 flex-1 rounded-full border border-cocoa-300 bg-white px-4 text-base text-cocoa-900 placeholder:text-gray-600"
      />
      <button
        type="submit"
        className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-full bg-brand-600 px-4 sm:px-5 text-sm font-semibold text-white hover:bg-brand-700"
      >
        <SearchIcon className="h-4 w-4" />
        Search
      </button>
    </form>
  );
}
