import { mix, shade } from '@/lib/domain/art/svg';
import type { CakeColours } from './types';

// The colours each flavour is drawn in (sponge, cream, accent; hex without '#', as in /media paths). The seed builds
// the product pictures from them and the product page repaints a cake with them when the shopper picks a flavour.

export const FLAVOUR_COLOURS = {
  chocolate: { sponge: '5a3421', cream: 'e9cdb4', accent: '3b2418' },
  'black-forest': { sponge: '3b2418', cream: 'fbf3ea', accent: 'b1162d' },
  'white-forest': { sponge: 'f3e3b5', cream: 'fffaf0', accent: 'c1121f' },
  'red-velvet': { sponge: 'a3182e', cream: 'fdf1ee', accent: 'd7263d' },
  butterscotch: { sponge: 'e2b46a', cream: 'f7e1b5', accent: 'b8752f' },
  pineapple: { sponge: 'f6dc7a', cream: 'fff6dc', accent: 'f2b705' },
  vanilla: { sponge: 'f3e3b5', cream: 'fff4e6', accent: 'e9a6b5' },
  strawberry: { sponge: 'f7c6cf', cream: 'ffe3ea', accent: 'e23e57' },
  mango: { sponge: 'f8c95c', cream: 'fff1cc', accent: 'f39c12' },
  'coffee-mocha': { sponge: '7a5136', cream: 'e9d5c0', accent: '4a2c1a' },
  blueberry: { sponge: 'e8dff5', cream: 'efe8fb', accent: '4b3f9e' },
  'fresh-fruit': { sponge: 'f6e3b4', cream: 'fffaf0', accent: 'e4572e' },
  rasmalai: { sponge: 'f3e0a8', cream: 'fff3d6', accent: '9bbf3a' },
  'chocolate-truffle': { sponge: '4a2c1a', cream: '6b3f26', accent: '2b160b' },
} as const;

const hash = (hex: string) => `#${hex.replace(/^#/, '').toLowerCase()}`;

/**
 * A flavour's colours for the cake picture. A flavour added later (not in the table above) is drawn from the sponge
 * colour the flavours table keeps for it: a pale cream and a darker accent of that colour.
 */
export function flavourColours(slug: string, spongeColour: string): CakeColours {
  const known = (FLAVOUR_COLOURS as Record<string, { sponge: string; cream: string; accent: string }>)[slug];
  if (known) return { sponge: hash(known.sponge), cream: hash(known.cream), accent: hash(known.accent) };
  const sponge = /^#?[0-9a-f]{6}$/i.test(spongeColour) ? hash(spongeColour) : '#f3e3b5';
  return { sponge, cream: mix(sponge, '#ffffff', 0.82), accent: shade(sponge, -0.3) };
}
