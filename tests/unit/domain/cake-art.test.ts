import { scopeIds } from '@/lib/domain/art/svg';
import { FLAVOUR_COLOURS, flavourColours } from '@/lib/domain/cake-art/flavour-colours';
import { cakeArtFor, type CakeArtChoice } from '@/lib/domain/cake-art/for-options';
import { plaqueLines } from '@/lib/domain/cake-art/message-plaque';
import { renderCakeArt } from '@/lib/domain/cake-art/render';
import type { CakeArtView } from '@/lib/domain/cake-art/types';
import { createRng } from '@/lib/domain/art/random';
import { buildCakes } from '@/lib/server/db/seed/catalogue/cakes';
import { FLAVOURS } from '@/lib/server/db/seed/data/taxonomy';
import { cakeArtFromPath } from '@/lib/server/media/cake';
import { renderMediaPath } from '@/lib/server/media/registry';

// The product page redraws a cake for the options the shopper picks, with the same pure drawing the /media route
// serves (issue 11 §3: the picture did not follow the options).

const cakes = buildCakes(createRng(11));
const flavourId = (slug: string) => FLAVOURS.findIndex((f) => f.slug === slug) + 1;
const render = (path: string) => renderMediaPath(path.replace(/^\/media\//, '').split('/').map(decodeURIComponent));

/** A seeded cake as the product page gets it: its first picture's drawing and every flavour's colours. */
function seeded(find: (name: string) => boolean) {
  const product = cakes.find((p) => p.cake && find(p.name));
  if (!product?.cake) throw new Error('no such seeded cake');
  const cake = product.cake;
  const base = cakeArtFromPath(product.images[0]!.src);
  if (!base) throw new Error(`${product.name} has no generated picture`);
  const view: CakeArtView = {
    base,
    flavours: FLAVOURS.map((f) => ({ id: flavourId(f.slug), colours: flavourColours(f.slug, `#${f.sponge}`) })),
  };
  const defaults = { flavorId: flavourId(cake.defaultFlavour), icingType: cake.defaultIcing };
  const choice: CakeArtChoice = { tier: base.tiers, flavorId: defaults.flavorId, icingType: defaults.icingType, message: '' };
  return { product, view, defaults, choice, draw: (c: Partial<CakeArtChoice>) => renderCakeArt(cakeArtFor(view, defaults, { ...choice, ...c })) };
}

const parse = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml');
const tierCount = (svg: string) => parse(svg).querySelectorAll('[data-tier]').length;
/** The icing's colour on the cake's sides: the middle stop of the cake-body gradient. */
const icingColour = (svg: string) => parse(svg).querySelector('linearGradient[id$="cb"] stop:nth-child(2)')?.getAttribute('stop-color');

describe('the cake picture for the chosen options', () => {
  it("is exactly the product's own picture at the default options, for every seeded cake", () => {
    let drawn = 0;
    for (const product of cakes) {
      const base = product.images[0] && cakeArtFromPath(product.images[0].src);
      if (!base || base.view !== 0 || !product.cake) continue;
      const view: CakeArtView = { base, flavours: [] };
      const defaults = { flavorId: flavourId(product.cake.defaultFlavour), icingType: product.cake.defaultIcing };
      const svg = renderCakeArt(cakeArtFor(view, defaults, { tier: base.tiers, ...defaults, message: '' }));
      expect(svg).toBe(render(product.images[0]!.src));
      drawn++;
    }
    expect(drawn).toBeGreaterThan(50);
  });

  it('draws as many tiers as chosen', () => {
    const cake = seeded((name) => name.startsWith('Two-Tier'));
    expect(tierCount(cake.draw({}))).toBe(2);
    expect(tierCount(cake.draw({ tier: 3 }))).toBe(3);
    expect(tierCount(cake.draw({ tier: 1 }))).toBe(1);
  });

  it('repaints the cake in the chosen flavour, but a design keeps the colours it chose for itself', () => {
    const classic = seeded((name) => name === 'Classic Vanilla Cake');
    const chocolate = classic.draw({ flavorId: flavourId('chocolate') });
    expect(icingColour(chocolate)).not.toBe(icingColour(classic.draw({})));
    expect(cakeArtFor(classic.view, classic.defaults, { ...classic.choice, flavorId: flavourId('chocolate') })).toMatchObject({
      sponge: `#${FLAVOUR_COLOURS.chocolate.sponge}`,
      cream: `#${FLAVOUR_COLOURS.chocolate.cream}`,
      accent: `#${FLAVOUR_COLOURS.chocolate.accent}`,
    });
    // The ivory wedding cake stays ivory in chocolate; only its sponge changes.
    const wedding = seeded((name) => name === 'Three-Tier Ivory Rose Wedding Cake');
    const art = cakeArtFor(wedding.view, wedding.defaults, { ...wedding.choice, flavorId: flavourId('chocolate') });
    expect(art.cream).toBe('#fffaf0');
    expect(art.sponge).toBe(`#${FLAVOUR_COLOURS.chocolate.sponge}`);
  });

  it('changes the icing colour with the icing, and a naked cake shows its sponge', () => {
    const cake = seeded((name) => name === 'Classic Vanilla Cake');
    expect(cake.defaults.icingType).toBe('whipped-cream');
    const ganache = cake.draw({ icingType: 'ganache' });
    expect(icingColour(ganache)).not.toBe(icingColour(cake.draw({})));
    expect(cakeArtFor(cake.view, cake.defaults, { ...cake.choice, icingType: 'ganache' }).cream).toBe('#5a3421');
    expect(cakeArtFor(cake.view, cake.defaults, { ...cake.choice, icingType: 'naked' }).decor).toBe('naked');
    // Back to the default icing: the product's own picture again.
    expect(cake.draw({ icingType: 'whipped-cream' })).toBe(render(cake.product.images[0]!.src));
  });

  it('writes the message on the cake, escaped, on two lines when long', () => {
    const cake = seeded((name) => name === 'Classic Vanilla Cake');
    const svg = cake.draw({ message: '  Happy <3rd>   Birthday & more, Aama!  ' });
    const texts = Array.from(parse(svg).querySelectorAll('[data-part="message"] text'), (t) => t.textContent);
    expect(texts).toEqual(['Happy <3rd> Birthday', '& more, Aama!']);
    expect(plaqueLines('Happy Birthday dear Aama')).toEqual(['Happy Birthday', 'dear Aama']);
    expect(svg).toContain('Happy &lt;3rd&gt; Birthday');
    expect(parse(svg).getElementsByTagName('parsererror')).toHaveLength(0);
    expect(parse(svg).querySelector('title')?.textContent).toContain('“Happy <3rd> Birthday & more, Aama!” written on it');
    expect(cake.draw({ message: '   ' })).toBe(cake.draw({}));
    expect(plaqueLines('Happy Birthday')).toEqual(['Happy Birthday']);
  });

  it('keeps a number cake one piece whatever the tiers say', () => {
    const cake = seeded((name) => name === 'Number 5 Birthday Cake');
    expect(cakeArtFor(cake.view, cake.defaults, { ...cake.choice, tier: 3 }).tiers).toBe(cake.view.base.tiers);
  });

  it('draws a flavour added later from the sponge colour kept for it', () => {
    const colours = flavourColours('kaju-katli', '#e8d3a8');
    expect(colours.sponge).toBe('#e8d3a8');
    expect(colours.cream).toMatch(/^#[0-9a-f]{6}$/);
    expect(colours.accent).not.toBe(colours.cream);
  });
});

describe('scopeIds', () => {
  it('prefixes every id and every reference to one, so two drawings can share a page', () => {
    const cake = seeded((name) => name === 'Classic Vanilla Cake');
    const svg = scopeIds(cake.draw({ message: 'Hi' }), 'p1-');
    const doc = parse(svg);
    const ids = Array.from(doc.querySelectorAll('[id]'), (e) => e.id);
    expect(ids.length).toBeGreaterThan(3);
    expect(ids.every((id) => id.startsWith('p1-'))).toBe(true);
    const references = [...svg.matchAll(/url\(#([\w-]+)\)|href="#([\w-]+)"|aria-labelledby="([\w-]+)"/g)].map((m) => m[1] ?? m[2] ?? m[3]);
    expect(references.length).toBeGreaterThan(0);
    for (const reference of references) expect(ids).toContain(reference);
  });
});
