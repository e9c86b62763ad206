import type { MediaImage } from '@/lib/server/db/schema/catalogue';
import { encodeArt, type Params } from './art-spec';
import { cakeArt } from './cake';
import { ART_FIELDS, ART_SIZES, type ArtKindName, TEXT_KINDS } from './kinds';

// Builders of /media paths, used by the seed (and by anything else that needs an image for a known thing).

export function mediaPath(kind: ArtKindName | 'cake', params: Params, text?: string): string {
  if (kind === 'cake') return encodeArt(cakeArt, params);
  const spec = { kind, fields: ART_FIELDS[kind], text: TEXT_KINDS.has(kind), size: () => ART_SIZES.tile, render: () => '' };
  return encodeArt(spec, params, text);
}

/** An 800×800 product image. */
export function productImage(kind: ArtKindName | 'cake', params: Params, alt: string): MediaImage {
  return { src: mediaPath(kind, params), ...ART_SIZES.product, alt };
}

export type BannerSize = keyof typeof ART_SIZES.banner;

export function bannerPath(size: BannerSize, motif: string, palette: string, title = '', subtitle = ''): string {
  const text = title ? (subtitle ? `${title}~${subtitle}` : title) : '_';
  return mediaPath('banner', { size, motif, palette }, text);
}

export function logoPath(motif: string, color: string, name: string): string {
  return mediaPath('logo', { motif, color }, name);
}

export function avatarPath(color: string, initials: string): string {
  return mediaPath('avatar', { color }, initials);
}

/** Category tiles are addressed by file name under /media/categories/ (SPEC §3 Category.imageFileName). */
export function categoryImagePath(imageFileName: string): string {
  return `/media/categories/${imageFileName}`;
}
