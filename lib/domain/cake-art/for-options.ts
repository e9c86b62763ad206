import { mix, shade } from '@/lib/domain/art/svg';
import { normaliseCakeMessage } from '@/lib/domain/cart-rules';
import type { CakeArt, CakeArtView, CakeColours } from './types';

// The cake picture for the options the shopper picked. At the cake's default options it is exactly the product's
// first photo (the same drawing, the same colours); each choice then changes only what it is about: tiers, the
// flavour's colours, the icing's look, the message on the plaque.

type Look = { colours: CakeColours; decor?: CakeArt['decor'] };

/** How each icing looks, painted over the flavour's colours. An icing not listed here keeps the picture's look. */
const ICING_LOOKS: Record<string, (c: CakeColours) => Look> = {
  // Airy fresh cream: nearly white, a hint of the flavour.
  'whipped-cream': (c) => ({ colours: { ...c, cream: mix(c.cream, '#ffffff', 0.6) } }),
  // Richer and buttery: warmer, towards ivory.
  buttercream: (c) => ({ colours: { ...c, cream: mix(c.cream, '#f2d38a', 0.35) } }),
  // Smooth sugar paste, tinted with the flavour's accent colour.
  fondant: (c) => ({ colours: { ...c, cream: mix(shade(c.cream, 0.2), c.accent, 0.3) } }),
  // Glossy chocolate poured all over.
  ganache: (c) => ({ colours: { ...c, cream: '#5a3421', accent: '#2b160b' } }),
  // A thin scrape of cream: the sponge shows.
  naked: (c) => ({ colours: c, decor: 'naked' }),
};

/** Shapes drawn as stacked tiers (number cakes and cupcakes are not). */
const TIERED_SHAPES: ReadonlySet<CakeArt['shape']> = new Set(['round', 'square', 'heart', 'rect']);

export type CakeArtChoice = {
  tier: number;
  flavorId: number | null;
  icingType: string | null;
  message: string;
};

export type CakeArtDefaults = { flavorId: number | null; icingType: string | null };

export function cakeArtFor(view: CakeArtView, defaults: CakeArtDefaults, choice: CakeArtChoice): CakeArt {
  const base = view.base;
  let colours: CakeColours = { sponge: base.sponge, cream: base.cream, accent: base.accent };
  let decor = base.decor;

  const chosen = choice.flavorId === defaults.flavorId ? undefined : view.flavours.find((f) => f.id === choice.flavorId);
  if (chosen) {
    // A design that picked its own cream or accent (an ivory wedding cake, a pastel unicorn) keeps it; colours that
    // came from the default flavour follow the new one.
    const from = view.flavours.find((f) => f.id === defaults.flavorId)?.colours;
    colours = {
      sponge: chosen.colours.sponge,
      cream: !from || from.cream === base.cream ? chosen.colours.cream : base.cream,
      accent: !from || from.accent === base.accent ? chosen.colours.accent : base.accent,
    };
  }
  const look = choice.icingType && choice.icingType !== defaults.icingType ? ICING_LOOKS[choice.icingType] : undefined;
  if (look) {
    const painted = look(colours);
    colours = painted.colours;
    decor = painted.decor ?? decor;
  }

  const message = normaliseCakeMessage(choice.message);
  return {
    ...base,
    ...colours,
    decor,
    tiers: TIERED_SHAPES.has(base.shape) ? Math.max(1, Math.min(3, choice.tier)) : base.tiers,
    view: 0,
    ...(message ? { message } : {}),
  };
}
