import { col, type Params, str } from './art-spec';
import { ART_SIZES } from './kinds';
import { motif } from './motifs';
import { createRng, hashString } from './random';
import { esc, FONT, heartPath, r, shade, starPath, svgDoc } from './svg';

// Banners with their title drawn in (hero, strip, card, menu, tall; 'bg' is a text-free background), the occasion
// pictures and the small campaign icons.

export const PALETTES: Record<string, [string, string, string]> = {
  saffron: ['#f4a261', '#e85d04', '#ffffff'],
  brand: ['#e23e57', '#9d174d', '#ffffff'],
  cocoa: ['#8d5b3c', '#3b2418', '#fbe7c6'],
  leaf: ['#52b788', '#1b4332', '#ffffff'],
  night: ['#3d348b', '#14122b', '#ffffff'],
  rose: ['#f7a6c1', '#c1121f', '#ffffff'],
  sky: ['#9ed8f5', '#1d4e89', '#ffffff'],
};

/** Greedy word wrap by an estimated glyph width (system sans at ~0.55em per character). */
export function wrap(text: string, fontSize: number, maxWidth: number, maxLines: number): string[] {
  const maxChars = Math.max(4, Math.floor(maxWidth / (fontSize * 0.52)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (!line) line = word;
    else if ((line + ' ' + word).length <= maxChars) line += ' ' + word;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[.,;:]?$/, '')}…`;
    return kept;
  }
  return lines;
}

function confetti(width: number, height: number, seed: number, snow: boolean): string {
  const rng = createRng(seed);
  let out = '';
  for (let i = 0; i < 18; i++) {
    const x = rng.int(0, width);
    const y = rng.int(0, height);
    const size = rng.int(4, 12);
    out += snow ? `<circle cx="${x}" cy="${y}" r="${size}" fill="#fff" opacity=".5"/>` : `<circle cx="${x}" cy="${y}" r="${size}" fill="#fff" opacity=".16"/>`;
  }
  return out;
}

type Layout = { text: { x: number; y: number; w: number; size: number; lines: number }; art: { x: number; y: number; s: number } };

const LAYOUTS: Record<string, Layout> = {
  hero: { text: { x: 110, y: 230, w: 820, size: 76, lines: 2 }, art: { x: 960, y: -10, s: 0.78 } },
  strip: { text: { x: 80, y: 135, w: 1150, size: 46, lines: 1 }, art: { x: 1270, y: 10, s: 0.36 } },
  card: { text: { x: 50, y: 120, w: 420, size: 46, lines: 3 }, art: { x: 430, y: 110, s: 0.48 } },
  menu: { text: { x: 28, y: 70, w: 270, size: 28, lines: 3 }, art: { x: 260, y: 100, s: 0.28 } },
  tall: { text: { x: 30, y: 80, w: 340, size: 40, lines: 2 }, art: { x: 30, y: 200, s: 0.44 } },
  bg: { text: { x: 0, y: 0, w: 0, size: 0, lines: 0 }, art: { x: 1040, y: 40, s: 0.66 } },
};

export function renderBanner(p: Params, text: string): string {
  const size = str(p, 'size') as keyof typeof ART_SIZES.banner;
  const { width, height } = ART_SIZES.banner[size];
  const [from, to, ink] = PALETTES[str(p, 'palette')] ?? PALETTES.brand!;
  const [title = '', subtitle = ''] = text.split('~');
  const layout = LAYOUTS[size]!;
  const art = motif(str(p, 'motif'), shade(from, -0.1));
  const defs = `<linearGradient id="bn" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>` + art.defs;
  let body = `<rect width="${width}" height="${height}" fill="url(#bn)"/>` + confetti(width, height, hashString(text + size), str(p, 'motif') === 'snow');
  body += `<circle cx="${r(width * 0.82)}" cy="${r(height * 0.5)}" r="${r(height * 0.55)}" fill="#fff" opacity=".12"/>`;
  body += `<g transform="translate(${layout.art.x} ${layout.art.y}) scale(${layout.art.s})">${art.body}</g>`;
  if (size !== 'bg' && title) {
    const t = layout.text;
    const lines = wrap(title, t.size, t.w, t.lines);
    body += lines.map((line, i) => `<text x="${t.x}" y="${t.y + i * t.size * 1.12}" font-size="${t.size}" font-weight="800" fill="${ink}" font-family="${FONT}">${esc(line)}</text>`).join('');
    if (subtitle && size !== 'strip') {
      const subSize = Math.round(t.size * 0.42);
      const subY = t.y + lines.length * t.size * 1.12 + subSize * 0.6;
      body += wrap(subtitle, subSize, t.w, 2)
        .map((line, i) => `<text x="${t.x}" y="${r(subY + i * subSize * 1.3)}" font-size="${subSize}" fill="${ink}" opacity=".92" font-family="${FONT}">${esc(line)}</text>`)
        .join('');
    } else if (subtitle) {
      body += `<text x="${t.x}" y="${t.y + t.size * 0.95}" font-size="${Math.round(t.size * 0.5)}" fill="${ink}" opacity=".9" font-family="${FONT}">${esc(subtitle)}</text>`;
    }
  }
  return svgDoc({ width, height, title: title || `${str(p, 'motif')} banner`, defs, body });
}

const OCCASION_MOTIF: Record<string, string> = {
  birthday: 'cake', anniversary: 'heart', wedding: 'cake3', valentine: 'heart', mother: 'flowers', father: 'gift', teej: 'bangles',
  dashain: 'kite', tihar: 'festival', newyearnp: 'sun', christmas: 'tree', newyear: 'fireworks',
};

function occasionArt(name: string, colour: string): { defs: string; body: string } {
  switch (OCCASION_MOTIF[name]) {
    case 'cake3':
      return motif('cake');
    case 'bangles':
      return { defs: '', body: [0, 1, 2, 3, 4, 5].map((i) => `<ellipse cx="${250 + i * 60}" cy="420" rx="120" ry="150" fill="none" stroke="${i % 2 ? '#2d6a4f' : '#c1121f'}" stroke-width="22"/>`).join('') + `<path d="M250,650q150,-80 300,0" stroke="#f4c542" stroke-width="16" fill="none" stroke-dasharray="2 20" stroke-linecap="round"/>` };
    case 'kite':
      return { defs: '', body: `<path d="M400,120l170,200 -170,230 -170,-230z" fill="#e85d04"/><path d="M400,120v430M230,320q170,-60 340,0" stroke="#fff" stroke-width="8" fill="none"/><path d="M400,550q60,80 0,160" stroke="#fff" stroke-width="5" fill="none"/><path d="M620,160l80,90 -80,110 -80,-110z" fill="#f4c542"/>` };
    case 'sun':
      return { defs: '', body: `<circle cx="400" cy="420" r="160" fill="#f4c542"/>${Array.from({ length: 12 }, (_, i) => `<rect x="392" y="150" width="16" height="70" rx="8" fill="#f4c542" transform="rotate(${i * 30} 400 420)"/>`).join('')}<path d="${heartPath(400, 430, 120)}" fill="#c1121f"/>` };
    case 'tree':
      return { defs: '', body: `<path d="M400,120l200,260h-90l140,180h-500l140,-180h-90z" fill="#2d6a4f"/><rect x="370" y="560" width="60" height="90" fill="#7a5136"/><path d="${starPath(400, 120, 50)}" fill="#f4c542"/>${[[330, 330], [470, 300], [300, 500], [500, 480], [400, 420]].map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="18" fill="${['#e23e57', '#f4c542', '#4d96ff'][i % 3]}"/>`).join('')}` };
    case 'fireworks':
      return { defs: '', body: [[300, 300, '#f4c542'], [520, 250, '#ff8fab'], [430, 480, '#3bceac']].map(([x, y, c]) => Array.from({ length: 12 }, (_, i) => `<path d="M${x},${y}l${Math.round(Math.cos((i * Math.PI) / 6) * 120)},${Math.round(Math.sin((i * Math.PI) / 6) * 120)}" stroke="${c}" stroke-width="10" stroke-linecap="round" stroke-dasharray="30 20"/>`).join('')).join('') };
    case 'heart':
      return motif('heart', colour);
    default:
      return motif(OCCASION_MOTIF[name] ?? 'gift', colour);
  }
}

export function renderOccasion(p: Params): string {
  const { width, height } = ART_SIZES.occasion;
  const colour = col(p, 'color');
  const art = occasionArt(str(p, 'motif'), colour);
  const defs = `<linearGradient id="oc" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(colour, 0.55)}"/><stop offset="1" stop-color="${shade(colour, 0.15)}"/></linearGradient>${art.defs}`;
  const body = `<rect width="${width}" height="${height}" fill="url(#oc)"/>${confetti(width, height, hashString(str(p, 'motif')), false)}<g transform="translate(100 0) scale(.5)">${art.body}</g>`;
  return svgDoc({ width, height, title: `${str(p, 'motif')} occasion`, defs, body });
}

export function renderIcon(p: Params): string {
  const icon = str(p, 'icon');
  const body =
    icon === 'snowcake'
      ? `<circle cx="48" cy="48" r="46" fill="#3d348b"/><rect x="22" y="46" width="52" height="28" rx="4" fill="#fbe7c6"/><path d="M22,50q8,10 13,0t13,0 13,0 13,0v-6h-52z" fill="#7a5136"/><circle cx="48" cy="38" r="6" fill="#c1121f"/><path d="M70,18v16M62,26h16M64,20l12,12M76,20l-12,12" stroke="#fff" stroke-width="3" stroke-linecap="round"/>`
      : icon === 'gift'
        ? `<circle cx="48" cy="48" r="46" fill="#e23e57"/><rect x="24" y="42" width="48" height="34" fill="#fff"/><rect x="20" y="32" width="56" height="12" fill="#fff"/><rect x="44" y="32" width="8" height="44" fill="#f4c542"/>`
        : icon === 'flame'
          ? `<circle cx="48" cy="48" r="46" fill="#e85d04"/><path d="M48,16q26,30 14,52a16,16 0 0 1 -28,0q-6,-16 14,-52z" fill="#ffd23f"/>`
          : `<circle cx="48" cy="48" r="46" fill="#3d348b"/><path d="${starPath(48, 50, 30)}" fill="#f4c542"/>`;
  return svgDoc({ width: 96, height: 96, title: `${icon} icon`, body });
}
