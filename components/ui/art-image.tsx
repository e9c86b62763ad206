import Image from 'next/image';
import { preload } from 'react-dom';
import { isSvg } from '@/components/product/media';

type ArtImageProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** For raster images only (next/image picks a size from it); SVG art has one file for every width. */
  sizes?: string;
  /** The page's LCP candidate: fetched at high priority and preloaded from the head; everything else is lazy. */
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
    preload(src, { as: 'image', fetchPriority: 'high' });
    // eslint-disable-next-line @next/next/no-img-element -- SVG art: nothing for the optimizer to do (see above)
    return <img src={src} alt={alt} width={width} height={height} className={className} fetchPriority="high" />;
  }
  // eslint-disable-next-line @next/next/no-img-element -- SVG art: nothing for the optimizer to do (see above)
  return <img src={src} alt={alt} width={width} height={height} className={className} loading="lazy" decoding="async" />;
}
