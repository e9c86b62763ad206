// Generated art is SVG served by our /media route: the image optimizer would only pass it through, so those load
// directly (unoptimized) while keeping next/image's width/height (no layout shift) and lazy loading.

export function isSvg(src: string): boolean {
  return /\.svg(\?|$)/i.test(src);
}

/** SPEC §3 Category.imageFileName is a file name under /media/categories/; full paths pass through. */
export function categoryImageSrc(imageFileName: string): string {
  if (/^(https?:)?\//.test(imageFileName)) return imageFileName;
  return `/media/categories/${imageFileName}`;
}
