import Link from 'next/link';
import type { ErrorPageData } from '@/lib/server/services/content/types';
import { buttonClasses } from '@/components/ui/button-classes';
import { NOT_FOUND_TEXT, NOT_FOUND_TITLE } from './not-found-text';

/**
 * The body of the not-found page (SPEC §2): the server's banner and link tiles, or the plain 404 text. Plain <img>s
 * (the pictures were unoptimized next/image anyway): a layout's not-found boundary is part of every page's first-load
 * JavaScript, so next/image's client component here was downloaded on every page of the shop (issue 26).
 */
export function NotFoundContent({ data }: { data: ErrorPageData }) {
  const { banner, links } = data;
  return (
    <div className="mx-auto max-w-[1280px] px-4 py-8 sm:px-6 md:py-12">
      {banner ? (
        <section className="relative isolate overflow-hidden rounded-3xl bg-cocoa-900 px-6 py-14 text-center sm:py-20">
          {/* eslint-disable-next-line @next/next/no-img-element -- see above */}
          <img src={banner.backgroundImage} alt="" className="absolute inset-0 -z-10 h-full w-full object-cover" />
          <div className="absolute inset-0 -z-10 bg-cocoa-900/55" aria-hidden="true" />
          <h1 className="font-display text-3xl font-bold text-white sm:text-4xl">{banner.title}</h1>
          <p className="mx-auto mt-3 max-w-xl text-base text-white sm:text-lg">{banner.subtitle}</p>
          <Link href="/" className={buttonClasses('primary', 'lg', 'mt-6')}>
            Home Page
          </Link>
        </section>
      ) : (
        <section className="rounded-3xl bg-brand-50 px-6 py-14 text-center sm:py-20">
          <h1 className="font-display text-4xl font-bold text-cocoa-900">{NOT_FOUND_TITLE}</h1>
          <p className="mt-3 text-lg text-cocoa-800">{NOT_FOUND_TEXT}</p>
          <Link href="/" className={buttonClasses('primary', 'lg', 'mt-6')}>
            Home Page
          </Link>
        </section>
      )}

      {links.length ? (
        <section aria-labelledby="not-found-links" className="mt-10">
          <h2 id="not-found-links" className="mb-4 text-xl font-semibold text-cocoa-900">
            Maybe you were looking for
          </h2>
          <ul className="flex flex-wrap justify-center gap-4">
            {links.map((link) => (
              <li key={link.url + link.title} className="w-[calc(50%-0.5rem)] md:w-[calc(25%-0.75rem)] lg:w-[calc(20%-0.8rem)]">
                <Link
                  href={link.url}
                  className="group block overflow-hidden rounded-2xl border border-cocoa-100 bg-white shadow-sm transition hover:shadow-md"
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- see above */}
                  <img
                    src={link.image}
                    alt=""
                    width={400}
                    height={300}
                    loading="lazy"
                    decoding="async"
                    className="aspect-[4/3] w-full bg-cocoa-50 object-cover transition group-hover:scale-[1.02]"
                  />
                  <span className="block px-3 py-3 text-center text-sm font-semibold text-cocoa-900 group-hover:text-brand-700">
                    {link.title}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
