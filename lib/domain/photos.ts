// Processed photos (issue 25) as pages use them: where each encoded file is served and the srcsets that list them.
// Pure and tiny, so the storefront's image component can import it without adding to any page's JavaScript.

/** The widths an upload is encoded at (capped at the original's): 160 for the gallery's 72 px thumbnails at 2x,
 *  320 and 640 for a card (280 px at 1x and 2x, a phone's half-screen), 960 for the product page's 560 px picture at
 *  1.75x and a phone's full width, 1280 for it at 2x and a blog post's column. */
export const PHOTO_WIDTHS = [160, 320, 640, 960, 1280] as const;

export type PhotoFormat = 'avif' | 'webp' | 'jpg';
export const PHOTO_FORMATS: readonly PhotoFormat[] = ['avif', 'webp', 'jpg'];
export const PHOTO_CONTENT_TYPES: Record<PhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

/** What a page needs to show a processed photo: its id, the widths it was encoded at, and its blur placeholder. */
export type PhotoRef = { id: string; widths: number[]; blurDataURL: string };

/** `/media/images/<id>/<width>.<avif|webp|jpg>`: one encoded file, never changed once written (cached a year). */
export const photoFileUrl = (id: string, width: number, format: PhotoFormat): string => `/media/images/${id}/${width}.${format}`;

/** The srcset of one format: every encoded width. */
export const photoSrcSet = (photo: PhotoRef, format: PhotoFormat): string =>
  photo.widths.map((width) => `${photoFileUrl(photo.id, width, format)} ${width}w`).join(', ');

/** The fallback src: the JPEG at the widest width (browsers without srcset support, crawlers, mail). */
export const photoSrc = (photo: PhotoRef): string => photoFileUrl(photo.id, photo.widths[photo.widths.length - 1] ?? PHOTO_WIDTHS[0], 'jpg');

/** Parses a served file name ("640.avif") into its width and format, or null. */
export function parsePhotoFile(file: string): { width: number; format: PhotoFormat } | null {
  const match = /^(\d{1,5})\.(avif|webp|jpg)$/.exec(file);
  if (!match) return null;
  return { width: Number(match[1]), format: match[2] as PhotoFormat };
}

/** The widths to encode for an original `width` pixels wide (after orientation): the listed ones below it, then the
 *  original itself when it is narrower than the widest, so a small photo is never enlarged. */
export function widthsFor(width: number): number[] {
  const below = PHOTO_WIDTHS.filter((w) => w < width);
  const largest = PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1]!;
  return width >= largest ? [...below, largest].filter((w, i, all) => all.indexOf(w) === i) : [...below, width];
}
