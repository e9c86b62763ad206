import type { ReactNode } from 'react';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { RichText } from '@/components/content/rich-text';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { Container } from '@/components/ui/container';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import type { ShopPage } from '@/lib/domain/pages-types';
import { outline } from '@/lib/domain/rich-text';

type Props = {
  page: ShopPage;
  path: string;
  /** Shown beside the text from md up (a form, contact details…); under it on phones. */
  aside?: ReactNode;
  /** After the text, full width (a form). */
  children?: ReactNode;
  /** Long policies get a table of contents of their sections. */
  contents?: boolean;
};

/**
 * One of the shop's own pages (about, terms, privacy, refund, sell-at-ug, contact), rendered on the server from the
 * database: the breadcrumb (and its JSON-LD), the title, the lead, when it was last updated, and the text.
 */
export function ShopPageView({ page, path, aside, children, contents = false }: Props) {
  const crumbs = [
    { name: 'Home', url: '/' },
    { name: page.title, url: path },
  ];
  const sections = contents ? outline(page.sections) : [];
  return (
    <Container className="py-6 sm:py-10">
      <BreadcrumbJsonLd items={crumbs} />
      <Breadcrumbs items={crumbs} />
      <div className={`mt-4 ${aside ? 'lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12' : ''}`}>
        <article className="min-w-0 max-w-3xl">
          <h1 className="font-display text-3xl font-bold text-cocoa-900 sm:text-4xl">{page.title}</h1>
          <p className="mt-3 text-lg leading-8 text-gray-800">{page.summary}</p>
          <p className="mt-2 text-sm text-gray-700">
            Last updated <time dateTime={page.updatedAt}>{formatKathmanduDate(page.updatedAt, 'd MMMM yyyy')}</time>
          </p>
          {sections.length > 2 ? (
            <nav aria-label="On this page" className="mt-6 rounded-2xl border border-cocoa-100 bg-cocoa-50 p-4">
              <p className="text-sm font-semibold text-cocoa-900">On this page</p>
              <ul className="mt-1 grid text-sm sm:grid-cols-2 sm:gap-x-4">
                {sections.map((s) => (
                  <li key={s.id}>
                    <a href={`#${s.id}`} className="block py-2 text-brand-700 underline-offset-2 hover:underline">
                      {s.text}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <RichText doc={page.sections} className="mt-2" />
        </article>
        {aside ? <aside className="mt-10 lg:mt-0">{aside}</aside> : null}
      </div>
      {children}
    </Container>
  );
}
