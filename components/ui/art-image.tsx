import { getImageProps } from 'next/image';
import { isSvg } from '@/components/product/media';

type ArtImageProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** For raster images only (next/image picks a size from it); SVG art has one file for every width. */
  sizes?: string;
  /**
   * The page's LCP candidate: fetched at high priority; everything else is lazy. SVG art is not preloaded from the
   * head: the <img> is in the server's HTML, where the browser's preload scanner finds it as early, and a preload
   * hint also travels in the page's RSC payload, so every prefetch of a page (a product card's link in view) preloaded
   * that page's picture into the current one, which never used it ("preloaded but not used", issue 26).
   */
  priority?: boolean;
};

/**
 * A catalogue image. Our generated art is SVG served by /media: the optimizer would only pass it through, so it is a
 * plain <img> rendered on the server. Raster images go through the optimizer with getImageProps (its srcset and
 * sizes), still a plain <img>: the <Image> component is a client component, so importing it put next/image's client
 * code (about 8 KiB gzip) on every page with a card, and each one in a list (24 cards on a category page) added its
 * props to the RSC payload and a component to hydrate. What the component adds over the plain <img> (blur placeholders,
 * onLoad) the shop does not use.
 */
export function ArtImage({ src, alt, width, height, className, sizes, priority = false }: ArtImageProps) {
  if (!isSvg(src)) {
    const { props } = getImageProps({ src, alt, width, height, sizes, className, loading: priority ? 'eager' : 'lazy' });
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props for a plain <img>
    return <img {...props} fetchPriority={priority ? 'high' : undefined} />;
  }
  if (priority) {
    // eslint-disable-next-line @next/next/no-img-element -- SVG art: nothing for the optimizer to do (see above)
    return <img src={src} alt={alt} width={width} height={height} className={className} fetchPriority="high" />;
  }
  // eslint-disable-next-line @next/next/no-img-element -- SVG art: nothing for the optimizer to do (see above)
  return <img src={src} alt={alt} width={width} height={height} className={className} loading="lazy" decoding="async" />;
}
