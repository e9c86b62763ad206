import { getImageProps, type ImageProps } from 'next/image';

/**
 * next/image's props (the optimizer's srcset and sizes) on a plain <img>, for server and client components alike. The
 * <Image> component is a client component that brings about 5–8 KiB gzip to a page's first visit (its loader, onLoad
 * and blur handling, none of which the shop uses), and each one in a list adds its props to the RSC payload. `priority`
 * means the page's LCP candidate: eager and at high priority, found in the HTML (no preload hint, which a prefetch of
 * the page would also carry into the page that prefetched it: "preloaded but not used", issue 26).
 */
export function PlainImage({ priority = false, ...rest }: ImageProps & { priority?: boolean }) {
  const { props } = getImageProps({ ...rest, loading: rest.loading ?? (priority ? 'eager' : 'lazy') });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props (alt included)
  return <img {...props} fetchPriority={priority ? 'high' : undefined} />;
}
