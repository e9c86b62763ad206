import Link from 'next/link';
import type { BrandView, StoreSummary } from '@/lib/domain/catalogue-types';
import type { HomeBanner, Offer, Testimonial } from '@/lib/server/services/content/types';
import { ArtImage } from '@/components/ui/art-image';
import { StarRating } from '@/components/product/star-rating';
import { SectionTitle } from '@/components/ui/section-title';
import { SnapCarousel } from '@/components/ui/snap-carousel';
import { BannerTracker } from '@/components/campaign/banner-tracker';

// The home page's non-product sections. Product rows use components/product/product-strip.
// Each section is one row on wide screens (3 offers, 6 stores, 8 brands, 3 testimonials): the home page is the most
// visited page, and every extra tile is sent twice (HTML and RSC payload); "View all" links lead to the rest.

/**
 * Hero banners (SPEC §3 Home): one at a time, with arrows and dots to reach every one (SnapCarousel); the first
 * picture is the page's LCP image. The words are real text, not drawn into the art: art scaled down to a phone's
 * width made them unreadable, and a picture cannot use the page's fonts (रू). Phones show the text under the art,
 * wider screens over its left side (the generated art keeps that side plain) on a shade that keeps white text legible.
 * Clicks and sampled impressions are counted per banner (BannerTracker: banner/action/click and banner/action/store).
 */
export function HeroBanners({ banners }: { banners: HomeBanner[] }) {
  if (banners.length === 0) return null;
  return (
    <BannerTracker className="pt-4">
      <SnapCarousel label="Featured" itemName="banner">
        {banners.map((banner, i) => (
          <Link
            key={banner.id}
            href={banner.link}
           
            data-banner-id={banner.id}
            className="flex h-full flex-col overflow-hidden rounded-3xl bg-cocoa-900 text-white sm:relative sm:block"
          >
            <ArtImage
              src={banner.image}
              alt=""
              width={1600}
              height={600}
              priority={i === 0}
              sizes="(min-width: 1280px) 1232px, 100vw"
              className="aspect-[8/3] h-auto w-full object-cover"
            />
            <span aria-hidden="true" className="absolute inset-0 hidden bg-gradient-to-r from-cocoa-900/80 via-cocoa-900/45 to-transparent sm:block" />
            <span className="flex flex-1 flex-col items-start gap-1 p-4 sm:absolute sm:inset-y-0 sm:left-0 sm:w-3/5 sm:justify-center sm:gap-2 sm:p-8 lg:p-12">
              <span className="font-display text-xl font-bold leading-tight sm:text-3xl lg:text-5xl lg:leading-tight">{banner.title}</span>
              {banner.subtitle ? <span className="text-sm text-white/90 sm:text-base lg:text-lg">{banner.subtitle}</span> : null}
              <span className="mt-auto inline-flex min-h-9 items-center rounded-full bg-white px-4 text-sm font-semibold text-cocoa-900 sm:mt-2">
                Shop now
              </span>
            </span>
          </Link>
        ))}
      </SnapCarousel>
    </BannerTracker>
  );
}

export function OffersRow({ offers }: { offers: Offer[] }) {
  if (offers.length === 0) return null;
  return (
    <section aria-labelledby="home-offers" className="py-6">
      <SectionTitle id="home-offers">Offers for you</SectionTitle>
      <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0 lg:grid-cols-3">
        {offers.slice(0, 3).map((offer) => (
          <li key={offer.id} className="w-[85%] shrink-0 snap-start sm:w-auto">
            <Link
              href={offer.link}
             
              className="flex h-full items-center gap-3 rounded-2xl border border-cocoa-100 bg-white p-3 shadow-sm hover:shadow-md"
            >
              <ArtImage
                src={offer.image}
                alt=""
                width={800}
                height={500}
                sizes="128px"
                className="h-16 w-24 shrink-0 rounded-xl object-cover sm:h-20 sm:w-32"
              />
              <span className="min-w-0">
                <span className="block font-semibold text-cocoa-900">{offer.title}</span>
                {offer.subtitle ? <span className="block text-sm text-gray-700">{offer.subtitle}</span> : null}
                {offer.code ? (
                  <span className="mt-1 inline-block rounded-md border border-dashed border-brand-600 px-2 py-0.5 text-xs font-bold tracking-wide text-brand-800">
                    Code: {offer.code}
                  </span>
                ) : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function StoresRow({ stores }: { stores: StoreSummary[] }) {
  if (stores.length === 0) return null;
  return (
    <section aria-labelledby="home-stores" className="py-6">
      <SectionTitle id="home-stores">Our partner bakeries &amp; stores</SectionTitle>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {stores.slice(0, 6).map((store) => (
          <li key={store.id}>
            <Link
              href={store.url}
              className="flex h-full flex-col items-center gap-2 rounded-2xl border border-cocoa-100 bg-white p-3 text-center hover:border-brand-600"
            >
              <ArtImage
                src={store.logo}
                alt=""
                width={400}
                height={400}
                sizes="80px"
                className="h-16 w-16 rounded-full object-cover"
              />
              <span className="text-sm font-semibold leading-tight text-cocoa-900">{store.name}</span>
              <span className="text-xs text-gray-700">{store.city}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function BrandsRow({ brands }: { brands: BrandView[] }) {
  if (brands.length === 0) return null;
  return (
    <section aria-labelledby="home-brands" className="py-6">
      <SectionTitle id="home-brands">Brands we carry</SectionTitle>
      <ul className="flex flex-wrap gap-3">
        {brands.slice(0, 8).map((brand) => (
          <li key={brand.id}>
            <Link
              href={`/products?brand=${encodeURIComponent(brand.slug)}`}
              className="flex items-center gap-2 rounded-full border border-cocoa-100 bg-white py-1.5 pl-1.5 pr-4 text-sm font-medium text-cocoa-900 hover:border-brand-600"
            >
              <ArtImage
                src={brand.logo}
                alt=""
                width={400}
                height={400}
                sizes="32px"
                className="h-8 w-8 rounded-full object-cover"
              />
              {brand.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TestimonialsRow({ testimonials }: { testimonials: Testimonial[] }) {
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="home-testimonials" className="py-6">
      <SectionTitle id="home-testimonials">What our customers say</SectionTitle>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {testimonials.slice(0, 3).map((t) => (
          <li key={t.id}>
            <figure className="flex h-full flex-col gap-3 rounded-2xl bg-cocoa-50 p-4">
              <StarRating value={t.rating} />
              <blockquote className="flex-1 text-sm text-gray-800">“{t.message}”</blockquote>
              <figcaption className="flex items-center gap-2">
                <ArtImage
                  src={t.avatar}
                  alt=""
                  width={160}
                  height={160}
                  sizes="40px"
                  className="h-10 w-10 rounded-full"
                />
                <span className="text-sm">
                  <span className="block font-semibold text-cocoa-900">{t.name}</span>
                  <span className="block text-gray-700">{t.location}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
