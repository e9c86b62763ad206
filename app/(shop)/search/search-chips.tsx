'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { searchHref } from '@/lib/domain/search-query';

// The empty search page's chips. The page is cached and the same for everyone, with popular searches as they were
// when it was rendered; the visitor's own recent searches (and popular ones as they are now) come after it from the
// search-history API, which reads the visitor cookie (and sets it on a first visit). Plain fetch: axios and React
// Query are not part of this page's start.

type Lists = { recent: string[]; popular: string[] };

function QueryChips({ title, queries }: { title: string; queries: string[] }) {
  if (queries.length === 0) return null;
  const id = `chips-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="mt-6">
      <h2 id={id} className="mb-2 text-base font-semibold text-cocoa-900">
        {title}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {queries.map((query) => (
          <li key={query}>
            <Link
              href={searchHref(query)}
              className="inline-flex min-h-9 items-center rounded-full border border-cocoa-200 bg-white px-4 text-sm text-cocoa-900 hover:border-brand-600 hover:text-brand-700"
            >
              {query}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function SearchChips({ popular }: { popular: string[] }) {
  const [lists, setLists] = useState<Lists>({ recent: [], popular });
  useEffect(() => {
    fetch('/api/V2/search-history')
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { data?: Lists } | null) => body?.data && setLists(body.data))
      .catch(() => {});
  }, []);
  return (
    <>
      <QueryChips title="Your recent searches" queries={lists.recent} />
      <QueryChips title="Popular searches" queries={lists.popular} />
    </>
  );
}
