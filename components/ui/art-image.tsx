import Image from 'next/image';
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
 * plain <img> rendered on the server. next/image is a client component, so each one used in a list (24 cards on a
 * category page) would add its props to the RSC payload and a component to hydrate. Raster images keep next/image.
 */
export function ArtImage({ src, alt, width, height, className, sizes, priority = false }: ArtImageProps) {
  if (!isSvg(src)) {
    return <Image src={src} alt={alt} width={width} height={height} sizes={sizes} priority={priority} className={className} />;
  }
  if (priority) {
    // eslint-disable-next-line @next/next/no-img-element -- SVG art: nothing for the optimizer to do (see above)
    return <img src={src} alt={alt} width={width} height={height} className={className} fetchPriority="high" />;
  }
  // eslint-disable-next-line @next/next/no-img-element -- SVG art: nothing for the optimizer to do (see above)
  return <img src={src} alt={alt} width={width} height={height} className={className} loading="lazy" decoding="async" />;
}
