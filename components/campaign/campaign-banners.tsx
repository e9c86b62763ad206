import Link from 'next/link';
import type { CampaignBanner } from '@/lib/domain/campaign-types';
import { ArtImage } from '@/components/ui/art-image';
import { SnapCarousel } from '@/components/ui/snap-carousel';

/** The campaign's hero sliders: one at a time with arrows and dots (no autoplay), words as real text. */
export function CampaignSliders({ slides, name }: { slides: CampaignBanner[]; name: string }) {
  if (slides.length === 0) return null;
  return (
    <SnapCarousel label={`${name} highlights`} itemName="slide">
      {slides.map((slide, i) => (
        <Link
          key={slide.id}
          href={slide.link}
          prefetch={false}
          data-banner-id={slide.id}
          className="flex h-full flex-col overflow-hidden rounded-3xl bg-cocoa-900 text-white sm:relative sm:block"
        >
          <ArtImage src={slide.image} alt="" width={1600} height={600} priority={i === 0} sizes="(min-width: 1280px) 1232px, 100vw" className="aspect-[8/3] h-auto w-full object-cover" />
          <span aria-hidden="true" className="absolute inset-0 hidden bg-gradient-to-r from-cocoa-900/80 via-cocoa-900/45 to-transparent sm:block" />
          <span className="flex flex-1 flex-col items-start gap-1 p-4 sm:absolute sm:inset-y-0 sm:left-0 sm:w-3/5 sm:justify-center sm:gap-2 sm:p-8 lg:p-12">
            <span className="font-display text-xl font-bold leading-tight sm:text-3xl lg:text-4xl">{slide.title}</span>
            {slide.subtitle ? <span className="text-sm text-white/90 sm:text-base lg:text-lg">{slide.subtitle}</span> : null}
          </span>
        </Link>
      ))}
    </SnapCarousel>
  );
}

/** The campaign's offer tiles. */
export function CampaignOffers({ offers }: { offers: CampaignBanner[] }) {
  if (offers.length === 0) return null;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {offers.map((offer) => (
        <li key={offer.id}>
          <Link
            href={offer.link}
            prefetch={false}
            data-banner-id={offer.id}
            className="flex h-full items-center gap-3 rounded-2xl border border-cocoa-100 bg-white p-3 shadow-sm hover:shadow-md"
          >
            <ArtImage src={offer.image} alt="" width={800} height={500} sizes="128px" className="h-16 w-24 shrink-0 rounded-xl object-cover sm:h-20 sm:w-32" />
            <span className="min-w-0">
              <span className="block font-semibold text-cocoa-900">{offer.title}</span>
              {offer.subtitle ? <span className="block text-sm text-gray-700">{offer.subtitle}</span> : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
