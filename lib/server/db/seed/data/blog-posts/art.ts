import type { CakeArt } from '@/lib/server/media/cake';
import { mediaPath } from '@/lib/server/media/urls';
import { FLAVOURS, type FlavourSlug } from '../taxonomy';

// Pictures for the blog's bodies, drawn by /media like the catalogue's: the helpers keep the posts readable and
// reuse the flavours' colours so a "black forest" picture looks like the black forest cakes in the shop.

/** A Markdown image line of the blog's rich text. */
export const image = (alt: string, path: string): string => `![${alt}](${path})`;

type CakeLook = Partial<Pick<CakeArt, 'shape' | 'tiers' | 'decor' | 'topper' | 'num' | 'view'>> & { seed: number };

/** A cake picture in a flavour's colours (round, one tier, rosettes unless told otherwise). */
export function cakePicture(flavour: FlavourSlug, look: CakeLook): string {
  const f = FLAVOURS.find((x) => x.slug === flavour)!;
  return mediaPath('cake', {
    shape: look.shape ?? 'round', tiers: look.tiers ?? 1, sponge: f.sponge, cream: f.cream, accent: f.accent,
    decor: look.decor ?? 'rosettes', topper: look.topper ?? 'none', num: look.num ?? 0, seed: look.seed, view: look.view ?? 0,
  });
}
