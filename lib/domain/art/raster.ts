// Raster copies of the generated SVG art (/media draws them: lib/server/media/raster.ts): their paths and srcsets.

/**
 * The widths /media draws a raster (WebP) copy of generated art at. A short fixed list:
 * each picture has at most these few copies, so the server's cache of them stays small and a CDN sees the same URLs.
 * 828 covers a 412 px phone at 2x (Lighthouse's phone is 412 px at 1.75x), 1280 a 1232 px banner on a desktop at 1x,
 * 320 and 480 a card in a phone's two-column grid, 160 a thumbnail.
 */
export const RASTER_WIDTHS = [160, 320, 480, 640, 828, 1080, 1280, 1600] as const;

const LARGEST = RASTER_WIDTHS[RASTER_WIDTHS.length - 1]!;

/** Our generated art (drawn from its path alone by /media), as opposed to an upload or another site's picture. */
export function isGeneratedArt(src: string): boolean {
  return /^\/media\/(?!uploads\/|ticket-attachments\/)[^?#]+\.svg$/.test(src);
}

/** The path of a raster copy of generated art `width` pixels wide: `/media/…/x.svg` → `/media/…/x.w828.webp`. */
export function rasterPath(src: string, width: number): string {
  return src.replace(/\.svg$/, `.w${width}.webp`);
}

/**
 * A srcset of raster copies of generated art shown at most `width` CSS pixels wide at 1x (its width attribute): every
 * listed width below it and the next one up; the browser picks by `sizes` and the screen's density.
 * Why raster: a browser loads every SVG <img> as a document of its own and lays it out and paints it on the main
 * thread (a home page's 60 pictures were about a second of it on a throttled phone, and held the banner's paint back
 * by seconds: issue 26); a WebP is decoded off the main thread and, at a phone's width, weighs 2–10 KB.
 */
export function rasterSrcSet(src: string, width: number): { src: string; srcSet: string } {
  const widths: number[] = RASTER_WIDTHS.filter((w) => w < width);
  widths.push(RASTER_WIDTHS.find((w) => w >= width) ?? LARGEST);
  return {
    src: rasterPath(src, widths.find((w) => w >= 828) ?? widths[widths.length - 1]!),
    srcSet: widths.map((w) => `${rasterPath(src, w)} ${w}w`).join(', '),
  };
}

/** Whether /media draws raster copies at `width` (a listed width only, so each picture has a few copies at most). */
export function isRasterWidth(width: number): boolean {
  return (RASTER_WIDTHS as readonly number[]).includes(width);
}
