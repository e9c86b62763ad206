'use client';

import { useId } from 'react';
import { cakeArtFor } from '@/lib/domain/cake-art/for-options';
import { renderCakeArt } from '@/lib/domain/cake-art/render';
import type { CakeArtView } from '@/lib/domain/cake-art/types';
import { normaliseCakeMessage } from '@/lib/domain/cart-rules';
import { useCakeSelection, type CakeSelectionValue } from './cake-selection';

// The cake as the shopper has chosen it, drawn in the page by the same pure function that draws the product's
// photos on the server (lib/domain/cake-art): tiers, the flavour's colours, the icing and the message follow the form
// at once, with no request. At the default options it is the product's first photo, exactly.

/** The picture's accessible name: what was chosen, in the shop's words. */
function describe({ cake, selection, message }: CakeSelectionValue, name: string): string {
  const parts = [`${selection.tier} ${selection.tier === 1 ? 'tier' : 'tiers'}`];
  const flavour = cake.flavours.find((f) => f.id === selection.flavorId);
  if (flavour) parts.push(flavour.name);
  const icing = cake.icingTypes.find((i) => i.code === selection.icingType);
  if (icing) parts.push(`${icing.name.toLowerCase()} icing`);
  const text = normaliseCakeMessage(message);
  if (text) parts.push(`“${text}” written on it`);
  return `${name}: ${parts.join(', ')}`;
}

type Props = {
  art: CakeArtView;
  name: string;
  /** The sticky bar's small copy has its own test id, so the big picture stays the one `cake-art`. */
  testId?: string;
};

export function CakeArtPicture({ art, name, testId = 'cake-art' }: Props) {
  const chosen = useCakeSelection();
  const prefix = `cake${useId().replace(/[^\w-]/g, '')}-`;
  const title = chosen ? describe(chosen, name) : name;
  const drawing = chosen
    ? cakeArtFor(art, chosen.cake.defaults, {
        tier: chosen.selection.tier,
        flavorId: chosen.selection.flavorId,
        icingType: chosen.selection.icingType,
        message: chosen.message,
      })
    : art.base;
  // A millisecond or two to draw; React leaves the DOM alone when the markup comes out the same (a new weight).
  const svg = renderCakeArt(drawing, { title, idPrefix: prefix });
  return (
    <div
      data-testid={testId}
      className="aspect-square w-full [&>svg]:block [&>svg]:h-full [&>svg]:w-full"
      // Our own markup from a pure function: every text in it (the shopper's message too) is escaped by svg.ts.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
