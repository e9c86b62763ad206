'use client';

import { PlainImage } from '@/components/ui/plain-image';
import { type ComponentProps, useState } from 'react';
import { isGeneratedArt, rasterSrcSet } from '@/lib/domain/art/raster';
import type { CakeArtView } from '@/lib/domain/cake-art/types';
import type { ImageView } from '@/lib/domain/catalogue-types';
import { CakeArtPicture } from './cake-art-picture';
import { useCakeSelection } from './cake-selection';
import { isSvg } from './media';

type Props = {
  images: ImageView[];
  name: string;
  /** A generated cake: the first picture is drawn live for the options being chosen. */
  art?: CakeArtView | null;
};

/**
 * Our generated art as WebP copies at the widths shown (lib/domain/art/raster.ts: an SVG <img> is laid out and painted
 * on the browser's main thread); any other picture through next/image's optimizer.
 */
function Img(props: ComponentProps<typeof PlainImage> & { src: string; width: number; height: number; alt: string; sizes: string }) {
  if (!isGeneratedArt(props.src)) return <PlainImage {...props} unoptimized={isSvg(props.src)} />;
  const { src, srcSet } = rasterSrcSet(props.src, props.width);
  const loading = props.priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const };
  // eslint-disable-next-line @next/next/no-img-element -- our own raster copies at fixed widths (see above)
  return <img src={src} srcSet={srcSet} sizes={props.sizes} alt={props.alt} width={props.width} height={props.height} className={props.className} {...loading} />;
}

/**
 * Main image plus thumbnails. The first image is the page's LCP element, so it is `priority`; the rest load when
 * picked. Every image keeps its width/height so the page does not shift. For a cake drawn by our art, the first
 * picture is the cake as chosen, and changing an option brings it back into view from another thumbnail.
 */
export function ProductGallery({ images, name, art = null }: Props) {
  const chosen = useCakeSelection();
  const choice = chosen ? [chosen.selection.tier, chosen.selection.flavorId, chosen.selection.icingType, chosen.message].join('|') : '';
  const [picked, setPicked] = useState({ index: 0, choice });
  const active = art && picked.choice !== choice ? 0 : picked.index;
  const current = images[active] ?? images[0];
  if (!current) return null;
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-3xl border border-cocoa-100 bg-cocoa-50">
        {art && active === 0 ? (
          <CakeArtPicture art={art} name={name} />
        ) : (
          <Img
            key={current.src}
            src={current.src}
            alt={current.alt || name}
            width={current.width}
            height={current.height}
            priority={active === 0}
            sizes="(min-width: 900px) 560px, 100vw"
            className="aspect-square h-auto w-full object-cover"
          />
        )}
      </div>
      {images.length > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Product images">
          {images.map((image, i) => (
            <li key={`${image.src}-${i}`} className="shrink-0">
              <button
                type="button"
                onClick={() => setPicked({ index: i, choice })}
                aria-pressed={i === active}
                aria-label={`Show image ${i + 1} of ${images.length}`}
                className={`block overflow-hidden rounded-xl border-2 ${
                  i === active ? 'border-brand-600' : 'border-transparent hover:border-cocoa-300'
                }`}
              >
                <Img
                  src={image.src}
                  alt=""
                  width={72}
                  height={72}
                  sizes="72px"
                  className="h-16 w-16 object-cover sm:h-[72px] sm:w-[72px]"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
