import Link from 'next/link';
import type { CSSProperties } from 'react';
import type { FooterData } from '@/lib/server/services/content/types';
import { AppleIcon, PlayStoreIcon, socialIcons } from '@/components/ui/icons';
import { FooterContact } from './footer-contact';
import { NewsletterIsland } from './newsletter-island';
import { Spinner } from '@/components/ui/spinner';

const COPYRIGHT = '© Upahar Ghar, All rights reserved.';

const socialLabel = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/**
 * The site footer (SPEC §3 Footer data, §9 gutter 40 px). Server-rendered; only the newsletter form is interactive.
 * It is on every page (HTML and RSC payload), so its repeated parts use the short `.foot-*` classes in globals.css.
 */
export function Footer({ data }: { data: FooterData }) {
  return (
    <footer className="mt-16 bg-cocoa-900 text-cocoa-100">
      <section aria-labelledby="newsletter-heading" className="border-b border-white/10 bg-cocoa-800">
        <div className="mx-auto flex max-w-[1280px] flex-col gap-4 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="newsletter-heading" className="font-display text-xl font-bold text-white">
              Sweet deals in your inbox
            </h2>
            <p className="mt-1 text-sm text-cocoa-100">New cakes, festival offers and coupon codes. No spam.</p>
          </div>
          <NewsletterIsland
            placeholder={data.newsletter.placeholder}
            buttonText={data.newsletter.buttonText}
            spinner={<Spinner className="h-4 w-4 text-white" />}
          />
        </div>
      </section>

      {/* SPEC §9: footer grid gutter 40 px (gap-10). On wide screens: contact, one column per link group, apps. */}
      <div
        style={{ '--groups': Math.max(1, data.navLinks.length) } as CSSProperties}
        className="mx-auto grid max-w-[1280px] grid-cols-2 gap-10 px-4 py-10 sm:px-6 md:grid-cols-3 lg:grid-cols-[minmax(0,1.5fr)_repeat(var(--groups),minmax(0,1fr))_minmax(0,1.3fr)]"
      >
        <div className="col-span-2 md:col-span-3 lg:col-span-1">
          <h2 className="foot-h">Contact us</h2>
          <FooterContact phones={data.phones} locations={data.locations} />
        </div>

        {data.navLinks.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="foot-h">{group.title}</h2>
            <ul className="space-y-1">
              {group.items.map((item) => (
                <li key={item.link + item.title}>
                  <Link href={item.link} className="foot-link">
                    {item.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}

        <div className="col-span-2 md:col-span-3 lg:col-span-1">
          {data.appHeader ? <h2 className="foot-h">{data.appHeader}</h2> : null}
          <div className="flex flex-wrap gap-2">
            {data.appstore ? (
              <a href={data.appstore} target="_blank" rel="noopener noreferrer" className="app-badge">
                <AppleIcon className="h-6 w-6" />
                <span>
                  <small>Download on the</small>
                  App Store
                </span>
              </a>
            ) : null}
            {data.playstore ? (
              <a href={data.playstore} target="_blank" rel="noopener noreferrer" className="app-badge">
                <PlayStoreIcon className="h-5 w-5" />
                <span>
                  <small>Get it on</small>
                  Google Play
                </span>
              </a>
            ) : null}
          </div>
          {data.socialMedia.length ? (
            <>
              <h2 className="foot-h mt-6">Follow us</h2>
              <ul className="flex flex-wrap gap-2">
                {data.socialMedia.map((s) => {
                  const Icon = socialIcons[s.name.toLowerCase()];
                  return (
                    <li key={s.name}>
                      <a
                        href={s.link}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`Upahar Ghar on ${socialLabel(s.name)}`}
                        className="social-link"
                      >
                        {Icon ? <Icon className="h-5 w-5" /> : <span aria-hidden="true">{s.name.charAt(0).toUpperCase()}</span>}
                      </a>
                    </li>
                  );
                })}
              </ul>
            </>
          ) : null}
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-[1280px] flex-col gap-1 px-4 py-5 text-sm text-cocoa-200 sm:flex-row sm:justify-between sm:px-6">
          <p>{COPYRIGHT}</p>
          <p>Cakes, flowers and gifts delivered across Nepal.</p>
        </div>
      </div>
    </footer>
  );
}
