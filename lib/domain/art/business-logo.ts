import { esc, FONT, shade } from './svg';

// A business's logo for the demo seed: a round badge in the business's colour, an emblem for its kind and its name's
// initials. Pure, deterministic SVG (the seed stores it as the business's logo upload).

const EMBLEMS: Record<string, string> = {
  // A two-tier cake with a candle.
  bakery: '<rect x="-34" y="-4" width="68" height="30" rx="6"/><rect x="-22" y="-28" width="44" height="24" rx="5"/><rect x="-2" y="-44" width="4" height="14" rx="2"/><ellipse cx="0" cy="-49" rx="4" ry="6"/>',
  // A five-petal flower.
  florist: [0, 72, 144, 216, 288].map((deg) => `<ellipse cx="0" cy="-22" rx="12" ry="20" transform="rotate(${deg})"/>`).join('') + '<circle r="10" fill-opacity="0.55"/>',
  // A roof and a door.
  hotel: '<path d="M-38 -6 L0 -40 L38 -6 Z"/><rect x="-28" y="-6" width="56" height="36" rx="3"/><rect x="-8" y="8" width="16" height="22" rx="2" fill-opacity="0.55"/>',
  // A parcel with speed lines.
  courier: '<rect x="-18" y="-24" width="48" height="44" rx="5"/><rect x="-44" y="-16" width="20" height="5" rx="2.5"/><rect x="-50" y="-3" width="26" height="5" rx="2.5"/><rect x="-40" y="10" width="16" height="5" rx="2.5"/>',
  // A bowl with steam.
  restaurant: '<path d="M-38 -4 H38 A38 34 0 0 1 -38 -4 Z"/><path d="M-12 -14 q-8 -10 0 -20 q8 -10 0 -20" fill="none" stroke-width="5" stroke-linecap="round"/><path d="M12 -14 q-8 -10 0 -20 q8 -10 0 -20" fill="none" stroke-width="5" stroke-linecap="round"/>',
  cafe: '<path d="M-30 -20 H22 V8 A20 20 0 0 1 2 28 H-10 A20 20 0 0 1 -30 8 Z"/><path d="M22 -12 h8 a10 10 0 0 1 0 20 h-8" fill="none" stroke-width="6"/>',
};

export function initialsOf(name: string): string {
  const words = name.replace(/[’']s\b/g, '').split(/\s+/).filter((w) => /^[A-Za-z]/.test(w));
  return ((words[0]?.[0] ?? '') + (words[1]?.[0] ?? '')).toUpperCase() || 'UG';
}

export function businessLogoSvg(input: { name: string; type: string; colour: string }): string {
  const light = shade(input.colour, 0.86);
  const emblem = EMBLEMS[input.type] ?? EMBLEMS.bakery!;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240">',
    `<title>${esc(input.name)}</title>`,
    `<rect width="240" height="240" fill="${light}"/>`,
    `<circle cx="120" cy="120" r="108" fill="${input.colour}"/>`,
    `<circle cx="120" cy="120" r="96" fill="none" stroke="${light}" stroke-width="3" stroke-dasharray="2 7" stroke-linecap="round"/>`,
    `<g transform="translate(120 98)" fill="${light}" stroke="${light}">${emblem}</g>`,
    `<text x="120" y="182" text-anchor="middle" font-family="${FONT}" font-size="34" font-weight="700" letter-spacing="3" fill="${light}">${esc(initialsOf(input.name))}</text>`,
    '</svg>',
  ].join('');
}
