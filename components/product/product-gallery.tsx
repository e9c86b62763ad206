'use client';

import { ArtImage } from '@/components/ui/art-image';
import { useState } from 'react';
import type { CakeArtView } from '@/lib/domain/cake-art/types';
import type { ImageView } from '@/lib/domain/catalogue-types';
import { CakeArtPicture } from './cake-art-picture';
import { useCakeSelection } from './cake-selection';

type Props = {
  images: ImageView[];
  name: string;
  /** A generated cake: the first picture is drawn live for the options being chosen. */
  art?: CakeArtView | null;
};

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
          <ArtImage
            key={current.src}
            src={current.src}
            alt={current.alt || name}
            width={current.width}
            height={current.height}
            priority={active === 0}
            photo={current.photo}
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
                <ArtImage
                  src={image.src}
                  alt=""
                  width={72}
                  height={72}
                  sizes="72px"
                  photo={image.photo}
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
