import { SearchIcon } from '@/components/ui/icons';

/** The header search box's field and button: server-rendered, inside HeaderSearch's form (./header-search.tsx). */
export function HeaderSearchFields() {
  return (
    <>
      <label htmlFor="header-search" className="sr-only">
        Search cakes, flowers and gifts
      </label>
      <input
        id="header-search"
        name="q"
        type="search"
        placeholder="Search cakes, flowers and gifts"
        autoComplete="off"
        className="h-11 w-full rounded-full border border-cocoa-200 bg-cocoa-50 pl-4 pr-12 text-sm text-cocoa-900 placeholder:text-gray-600 focus:border-brand-600 focus:bg-white focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute right-1 top-1 inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700"
      >
        <SearchIcon className="h-4 w-4" />
      </button>
    </>
  );
}
