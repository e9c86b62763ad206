'use client';

import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { useUiStore } from '@/stores/ui-store';
import { SearchIcon } from '@/components/ui/icons';

/**
 * The wide-screen search box: a GET form to /search?q= (works before JavaScript loads, too); once hydrated, a
 * client-side navigation. A plain <form> and the router rather than next/form: next/form's code (about 1.7 KiB gzip)
 * would be on every page's first visit, for the same navigation.
 */
export function HeaderSearch({ className = '' }: { className?: string }) {
  const visible = useUiStore((s) => s.searchBarVisible);
  const router = useRouter();
  if (!visible) return null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string') query.append(name, value);
    router.push(`/search?${query.toString()}`);
  };
  return (
    <form action="/search" role="search" onSubmit={onSubmit} className={`relative w-full ${className}`.trim()}>
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
    </form>
  );
}
