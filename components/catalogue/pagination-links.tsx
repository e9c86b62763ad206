import Link from 'next/link';
import type { Pagination } from '@/lib/domain/catalogue-types';
import { absoluteUrl } from '@/lib/seo/metadata';

type PaginationLinksProps = {
  pagination: Pagination;
  /** The URL of a page number (crawlable links, not buttons). */
  hrefFor: (page: number) => string;
};

/** Page numbers around the current one, with the first and last always reachable: 1 … 4 5 [6] 7 8 … 20. */
function pageWindow(current: number, total: number, radius = 2): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let p = 1; p <= total; p++) {
    if (p === 1 || p === total || Math.abs(p - current) <= radius) pages.push(p);
    else if (pages[pages.length - 1] !== 'gap') pages.push('gap');
  }
  return pages;
}

const itemBase = 'inline-flex min-h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-medium';

export function PaginationLinks({ pagination, hrefFor }: PaginationLinksProps) {
  const { currentPage, totalPages } = pagination;
  if (totalPages <= 1) return null;
  const prev = currentPage > 1 ? currentPage - 1 : null;
  const next = currentPage < totalPages ? currentPage + 1 : null;
  return (
    <nav aria-label="Pages" className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1.5">
        <li>
          {prev ? (
            <Link href={hrefFor(prev)} rel="prev" className={`${itemBase} border border-cocoa-200 text-cocoa-800 hover:bg-cocoa-50`}>
              ‹ Previous
            </Link>
          ) : null}
        </li>
        {pageWindow(currentPage, totalPages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-gray-600">
              …
            </li>
          ) : (
            <li key={p}>
              {p === currentPage ? (
                <span aria-current="page" className={`${itemBase} bg-brand-600 text-white`}>
                  {p}
                </span>
              ) : (
                <Link href={hrefFor(p)} className={`${itemBase} text-cocoa-800 hover:bg-cocoa-50`} aria-label={`Page ${p}`}>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          {next ? (
            <Link href={hrefFor(next)} rel="next" className={`${itemBase} border border-cocoa-200 text-cocoa-800 hover:bg-cocoa-50`}>
              Next ›
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}

/**
 * <link rel="prev|next"> for the page head. React 19 hoists <link> elements into <head>, so a server component can
 * render them next to the list and crawlers see the page sequence.
 */
export function PaginationHeadLinks({ pagination, hrefFor }: PaginationLinksProps) {
  const { currentPage, totalPages } = pagination;
  return (
    <>
      {currentPage > 1 ? <link rel="prev" href={absoluteUrl(hrefFor(currentPage - 1))} /> : null}
      {currentPage < totalPages ? <link rel="next" href={absoluteUrl(hrefFor(currentPage + 1))} /> : null}
    </>
  );
}
