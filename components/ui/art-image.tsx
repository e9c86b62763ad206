import { getImageProps } from 'next/image';
import { isSvg } from '@/components/product/media';
import { isGeneratedArt, rasterSrcSet } from '@/lib/domain/art/raster';
import { photoSrcSet, type PhotoRef } from '@/lib/domain/photos';

type ArtImageProps = {
  src: string;
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** For raster images and the priority art's raster copies (the browser picks a width from it); SVG art has one file for every width. */
  sizes?: string;
  /**
   * The page's LCP candidate: fetched at high priority; everything else is lazy. SVG art is not preloaded from the
   * head: the <img> is in the server's HTML, where the browser's preload scanner finds it as early, and a preload
   * hint also travels in the page's RSC payload, so every prefetch of a page (a product card's link in view) preloaded
   * that page's picture into the current one, which never used it ("preloaded but not used", issue 26).
   */
  priority?: boolean;
  /** A processed photo (issue 25): drawn as a <picture> of our own AVIF, WebP and JPEG files. */
  photo?: PhotoRef;
};

/**
 * A catalogue image. Our generated art is SVG served by /media: the optimizer would only pass it through, so it is a
 * plain <img> rendered on the server. Raster images go through the optimizer with getImageProps (its srcset and
 * sizes), still a plain <img>: the <Image> component is a client component, so importing it put next/image's client
 * code (about 8 KiB gzip) on every page with a card, and each one in a list (24 cards on a category page) added its
 * props to the RSC payload and a component to hydrate. What the component adds over the plain <img> (blur placeholders,
 * onLoad) the shop does not use.
 */
export function ArtImage({ src, alt, width, height, className, sizes, priority = false, photo }: ArtImageProps) {
  if (photo) return <PhotoPicture {...{ src, alt, width, height, className, sizes, priority, photo }} />;
  if (!isSvg(src)) {
    const { props } = getImageProps({ src, alt, width, height, sizes, className, loading: priority ? 'eager' : 'lazy' });
    // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props for a plain <img>
    return <img {...props} fetchPriority={priority ? 'high' : undefined} />;
  }
  if (isGeneratedArt(src) && (priority || sizes)) {
    // WebP copies at the widths the page shows the art at, which the browser decodes off its main thread (an SVG <img>
    // is a document laid out and painted on it: lib/domain/art/raster.ts). Needs `sizes`, or the browser would take
    // the widest copy; the page's first picture without one is as wide as the screen.
    const raster = rasterSrcSet(src, width);
    const loading = priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const };
    // eslint-disable-next-line @next/next/no-img-element -- our own raster copies at fixed widths (see above)
    return <img src={raster.src} srcSet={raster.srcSet} sizes={sizes ?? '100vw'} alt={alt} width={width} height={height} className={className} {...loading} />;
  }
  if (priority) {
    // eslint-disable-next-line @next/next/no-img-element -- SVG art: nothing for the optimizer to do (see above)
    return <img src={src} alt={alt} width={width} height={height} className={className} fetchPriority="high" />;
  }
  // eslint-disable-next-line @next/next/no-img-element -- SVG art: nothing for the optimizer to do (see above)
  return <img src={src} alt={alt} width={width} height={height} className={className} loading="lazy" decoding="async" />;
}

/**
 * A processed photo. Its files were encoded once at upload, at the widths pages use, as AVIF, WebP and JPEG
 * (lib/server/media/images): next/image's optimizer would decode and encode them again, per width and format, on
 * first request (CPU, a second copy in its cache, a second loss of quality), and a loader can only name one URL per
 * width, not three formats. So next/image is used `unoptimized` for its props (size, lazy loading, the blur placeholder
 * drawn from blurDataURL as a background while the photo loads) and the srcsets are ours, one <source> per format:
 * the browser takes the first it reads, the <img>'s JPEG otherwise.
 */
function PhotoPicture({ src, alt, width, height, className, sizes, priority, photo }: ArtImageProps & { photo: PhotoRef }) {
  const { props } = getImageProps({
    src,
    alt,
    width,
    height,
    className,
    unoptimized: true,
    placeholder: 'blur',
    blurDataURL: photo.blurDataURL,
    loading: priority ? 'eager' : 'lazy',
  });
  const sizesAttr = sizes ?? '100vw';
  return (
    <picture>
      <source type="image/avif" srcSet={photoSrcSet(photo, 'avif')} sizes={sizesAttr} />
      <source type="image/webp" srcSet={photoSrcSet(photo, 'webp')} sizes={sizesAttr} />
      {/* eslint-disable-next-line jsx-a11y/alt-text -- next/image's own props (alt included) for a plain <img> */}
      <img {...props} srcSet={photoSrcSet(photo, 'jpg')} sizes={sizesAttr} decoding="async" fetchPriority={priority ? 'high' : undefined} />
    </picture>
  );
}
