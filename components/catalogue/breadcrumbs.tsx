import Link from 'next/link';
import type { Crumb } from '@/lib/domain/catalogue-types';

/** The trail above a page's title; the last crumb is the current page (not a link). */
export function Breadcrumbs({ items, className = '' }: { items: Crumb[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={`text-sm text-gray-700 ${className}`.trim()}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {items.map((crumb, i) => {
          const last = i === items.length - 1;
          return (
            <li key={`${crumb.url}-${i}`} className="flex items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="font-medium text-cocoa-900">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link href={crumb.url} className="underline-offset-2 hover:text-brand-700 hover:underline">
                    {crumb.name}
                  </Link>
                  <span aria-hidden="true" className="text-gray-500">
                    /
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
