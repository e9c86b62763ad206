import type { Metadata } from 'next';
import { trustedOrigin } from '@/lib/server/site-origin';

/** Shop name used in titles, Open Graph and JSON-LD. */
export const SITE_NAME = 'Upahar Ghar';
export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 155;
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
const TITLE_SUFFIX = ` | ${SITE_NAME}`;
/** The shop's X (Twitter) account, the footer's link (twitter.com/upahargharnp): `twitter:site` on every page. */
export const TWITTER_SITE = '@upahargharnp';
/**
 * Pages whose route draws its own card (an opengraph-image.tsx in their segment); their metadata must not set
 * openGraph.images or the file is ignored. Matched against the path without its query.
 */
export const ROUTE_OG_IMAGE_PATHS: readonly RegExp[] = [
  /^\/product\/[^/]+$/,
  /^\/category\/[^/]+$/,
  /^\/store\/[^/]+$/,
  /^\/occasion\/[^/]+$/,
  /^\/quiz\/[^/]+$/,
  /^\/career\/[^/]+$/,
  /^\/faq$/,
];
export const DEFAULT_OG_IMAGE_PATH = '/opengraph-image';

export function routeDrawsImage(path: string): boolean {
  const bare = path.split(/[?#]/)[0] ?? path;
  return ROUTE_OG_IMAGE_PATHS.some((pattern) => pattern.test(bare));
}

/** Absolute origin of the public site, without a trailing slash: SITE_URL, or the demo's http://localhost:<PORT>. */
export function siteUrl(): string {
  return trustedOrigin();
}

/** '/product/x' → 'https://site/product/x'. Absolute URLs pass through unchanged. */
export function absoluteUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  if (path === '' || path === '/') return `${siteUrl()}/`;
  return `${siteUrl()}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * Shorten to at most `max` characters, cutting at a word boundary and adding '…' (the ellipsis counts toward `max`).
 * Search engines cut long titles/descriptions mid-word themselves; doing it ourselves keeps snippets readable.
 */
export function truncateText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  // If the next character is a space, `room` already ends on a whole word.
  const lastSpace = clean[max - 1] === ' ' ? room.length : room.lastIndexOf(' ');
  // A single very long word: cut it hard rather than return only '…'.
  const cut = lastSpace > max / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.\-–—|]+$/, '')}…`;
}

/** Page title ≤60 chars: 'Title | Upahar Ghar' when it fits, else the (possibly truncated) title alone. */
export function pageTitle(title: string): string {
  const clean = title.replace(/\s+/g, ' ').trim();
  if (!clean || clean === SITE_NAME) return SITE_NAME;
  if (clean.length + TITLE_SUFFIX.length <= TITLE_MAX) return `${clean}${TITLE_SUFFIX}`;
  return truncateText(clean, TITLE_MAX);
}

export interface PageMetadataInput {
  title: string;
  description: string;
  /** Site-relative path of the canonical URL, e.g. '/product/red-velvet-cake'. */
  path: string;
  /**
   * Site-relative or absolute image URL (1200×630).
   * - omitted: the site's default image (/opengraph-image), except on routes that draw their own
   *   (ROUTE_OG_IMAGE_PATHS: a product, category, store, occasion, quiz, career, the FAQ) where the route's
   *   opengraph-image.tsx is used;
   * - null: leave images out so the route segment's own opengraph-image file supplies it.
   * (Next only uses a segment's opengraph-image file when that page's metadata sets no openGraph.images.)
   */
  image?: string | null;
  /** Alt text for the image; defaults to the title. */
  imageAlt?: string;
  noindex?: boolean;
  type?: 'website' | 'article';
}

/**
 * Next `Metadata` for one page: bounded title/description, absolute canonical, Open Graph + Twitter cards.
 * The title is `{ absolute }` so a layout title template can never add a second suffix.
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const title = pageTitle(input.title);
  const description = truncateText(input.description, DESCRIPTION_MAX);
  const url = absoluteUrl(input.path);
  const imagePath = input.image === undefined ? (routeDrawsImage(input.path) ? null : DEFAULT_OG_IMAGE_PATH) : input.image;
  const images =
    imagePath === null ? {} : { images: [{ url: absoluteUrl(imagePath), ...OG_IMAGE_SIZE, alt: input.imageAlt ?? title }] };

  return {
    metadataBase: new URL(siteUrl()),
    title: { absolute: title },
    description,
    alternates: { canonical: url },
    openGraph: {
      title,
      description,
      url,
      siteName: SITE_NAME,
      locale: 'en_NP',
      type: input.type ?? 'website',
      ...images,
    },
    // No twitter.images: Next copies the Open Graph image (config or file) into the Twitter card.
    twitter: { card: 'summary_large_image', site: TWITTER_SITE, title, description },
    ...(input.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
