'use client';

import { useDeferredValue, useId, useState, type ReactNode } from 'react';
import { RichText } from '@/components/content/rich-text';
import { rankFaq } from '@/lib/domain/faq-search';
import type { FaqGroup, FaqItem } from '@/lib/domain/pages-types';

/**
 * The FAQ, grouped, with a search over questions and answers as you type (the same ranking as GET faq?q=). Rendered
 * in full on the server (every answer is in the HTML for crawlers and for visitors without JavaScript); each question
 * is a <details> so it opens without script too. While searching, the matches are one list, best first, each with
 * its topic, and the answers are shown open. `searchIcon` is drawn by the (server) page.
 */
export function FaqList({ groups, searchIcon }: { groups: FaqGroup[]; searchIcon?: ReactNode }) {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const inputId = useId();
  const statusId = useId();
  const hits = rankFaq(groups, deferred);
  const count = hits.length;
  const searching = deferred.trim() !== '';

  return (
    <div className="mt-6">
      <div role="search" className="max-w-xl">
        <label htmlFor={inputId} className="text-sm font-semibold text-cocoa-900">
          Search the answers
        </label>
        <div className="relative mt-1.5">
          {searchIcon}
          <input
            id={inputId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="e.g. eggless, refund, midnight delivery"
            aria-describedby={statusId}
            className="h-12 w-full rounded-full border border-cocoa-300 bg-white pl-11 pr-4 text-base text-cocoa-900 placeholder:text-gray-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
          />
        </div>
        <p id={statusId} aria-live="polite" className="mt-2 text-sm text-gray-700">
          {searching ? (count === 0 ? 'No answer matches your search. Try other words, or ask us on the contact page.' : `${count} ${count === 1 ? 'answer matches' : 'answers match'} your search.`) : null}
        </p>
      </div>

      {!searching ? (
        <nav aria-label="FAQ topics" className="mt-4 flex flex-wrap gap-2">
          {groups.map((g) => (
            <a key={g.slug} href={`#${g.slug}`} className="rounded-full border border-cocoa-200 px-3 py-1.5 text-sm text-cocoa-900 hover:border-brand-600 hover:text-brand-700">
              {g.title}
            </a>
          ))}
        </nav>
      ) : null}

      {searching ? (
        count > 0 ? (
          <ol aria-label="Answers, best match first" className="mt-6 divide-y divide-cocoa-100 rounded-2xl border border-cocoa-100 bg-white">
            {hits.map(({ item, group }) => (
              <li key={item.id}>
                <Question item={item} open topic={group.title} />
              </li>
            ))}
          </ol>
        ) : null
      ) : (
        <div className="mt-6 flex flex-col gap-8">
          {groups.map((group) => (
            <section key={group.slug} id={group.slug} aria-labelledby={`${group.slug}-title`} className="scroll-mt-28">
              <h2 id={`${group.slug}-title`} className="font-display text-2xl font-bold text-cocoa-900">
                {group.title}
              </h2>
              <div className="mt-3 divide-y divide-cocoa-100 rounded-2xl border border-cocoa-100 bg-white">
                {group.items.map((item) => (
                  <Question key={item.id} item={item} open={false} />
                ))}
              </div>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}

/** One question as a <details>: open in the search's results, closed in the grouped FAQ; `topic` names its group. */
function Question({ item, open, topic }: { item: FaqItem; open: boolean; topic?: string }) {
  return (
    <details open={open} className="group px-4 py-1 sm:px-5">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 py-2 font-semibold text-cocoa-900 [&::-webkit-details-marker]:hidden">
        <span>
          {topic ? <span className="block text-xs font-medium text-gray-700">{topic}</span> : null}
          {item.question}
        </span>
        <span aria-hidden="true" className="shrink-0 text-xl text-brand-700 transition-transform group-open:rotate-45">
          +
        </span>
      </summary>
      <RichText doc={item.sections} className="pb-4 [&>*:first-child]:mt-0" />
    </details>
  );
}
