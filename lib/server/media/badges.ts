import { col, num, type Params, str } from './art-spec';
import { wrap } from './banner';
import { esc, FONT, heartPath, luminance, shade, starPath, svgDoc } from './svg';

// Store and brand logos, avatars, cake accessory pictures and cake shape pictures.

const ICONS: Record<string, string> = {
  cake: `<rect x="-60" y="0" width="120" height="50" rx="8"/><rect x="-42" y="-40" width="84" height="44" rx="8"/><rect x="-4" y="-70" width="8" height="26"/><path d="M0,-92q10,12 0,20q-10,-8 0,-20z"/>`,
  flower: `${[0, 72, 144, 216, 288].map((a) => `<ellipse cx="0" cy="-34" rx="22" ry="34" transform="rotate(${a})"/>`).join('')}<circle r="16" fill-opacity=".6"/>`,
  choco: `<rect x="-60" y="-50" width="120" height="100" rx="10"/><path d="M-20,-50v100M20,-50v100M-60,0h120" stroke-width="6" stroke-opacity=".5"/>`,
  gift: `<rect x="-56" y="-20" width="112" height="76" rx="6"/><rect x="-64" y="-44" width="128" height="28" rx="6"/><path d="M0,-44c-40,-40 -60,0 -30,0zM0,-44c40,-40 60,0 30,0z"/>`,
  sweets: `<circle cx="-30" cy="20" r="32"/><circle cx="30" cy="20" r="32"/><circle cx="0" cy="-28" r="32"/>`,
  leaf: `<path d="M0,60q-80,-60 0,-130q80,70 0,130z"/><path d="M0,60v-120" stroke-width="6" stroke-opacity=".4"/>`,
  scooter: `<circle cx="-46" cy="40" r="22"/><circle cx="46" cy="40" r="22"/><path d="M-70,30q0,-40 40,-40h40l20,-50h16l-12,60q20,10 20,30z"/>`,
  toy: `<circle cx="-40" cy="-40" r="22"/><circle cx="40" cy="-40" r="22"/><circle r="56"/>`,
  star: `<path d="${starPath(0, 0, 66)}"/>`,
};

export function renderLogo(p: Params, text: string): string {
  const colour = col(p, 'color');
  const ink = luminance(colour) > 0.7 ? '#1f1f1f' : '#ffffff';
  const name = text || 'Upahar Ghar';
  const size = Math.min(40, Math.floor(290 / (Math.max(...name.split(' ').map((w) => w.length), Math.ceil(name.length / 2)) * 0.6)));
  const lines = wrap(name, size, 290, 2);
  const body =
    `<circle cx="200" cy="200" r="196" fill="${colour}"/><circle cx="200" cy="200" r="176" fill="none" stroke="${ink}" stroke-opacity=".35" stroke-width="4"/>` +
    `<g transform="translate(200 ${lines.length > 1 ? 130 : 150})" fill="${ink}" stroke="${ink}" stroke-width="0">${ICONS[str(p, 'motif')] ?? ICONS.star}</g>` +
    lines.map((line, i) => `<text x="200" y="${(lines.length > 1 ? 262 : 285) + i * Math.round(size * 1.15)}" font-size="${size}" font-weight="800" text-anchor="middle" fill="${ink}" font-family="${FONT}">${esc(line)}</text>`).join('');
  return svgDoc({ width: 400, height: 400, title: `${text} logo`, body });
}

export function renderAvatar(p: Params, text: string): string {
  const colour = col(p, 'color');
  const initials = text.slice(0, 3).toUpperCase();
  const body = `<circle cx="80" cy="80" r="80" fill="${colour}"/><text x="80" y="${80 + 22}" font-size="60" font-weight="700" text-anchor="middle" fill="${luminance(colour) > 0.7 ? '#1f1f1f' : '#fff'}" font-family="${FONT}">${esc(initials)}</text>`;
  return svgDoc({ width: 160, height: 160, title: `Avatar ${initials}`, body });
}

function accessoryArt(item: string, c: string, n: number): string {
  switch (item) {
    case 'numbercandle':
      return `<text x="200" y="300" font-size="260" font-weight="900" text-anchor="middle" fill="${c}" stroke="${shade(c, -0.3)}" stroke-width="6" font-family="${FONT}">${n}</text><path d="M200,60q18,26 0,44q-18,-18 0,-44z" fill="#ff9f1c"/><path d="M200,104v20" stroke="#333" stroke-width="4"/>`;
    case 'magiccandle':
    case 'candles':
      return [0, 1, 2, 3, 4].map((i) => {
        const x = 110 + i * 45;
        const h = 180 + (i % 2) * 30;
        const colour = item === 'candles' ? ['#4d96ff', '#ff8fab', '#ffd23f', '#3bceac', '#e23e57'][i] : c;
        return `<rect x="${x - 10}" y="${320 - h}" width="20" height="${h}" rx="4" fill="${colour}"/><path d="M${x - 10},${360 - h}l20,-14M${x - 10},${420 - h}l20,-14" stroke="#fff" stroke-width="5"/><path d="M${x},${276 - h}q14,22 0,36q-14,-14 0,-36z" fill="#ff9f1c"/>${item === 'magiccandle' ? `<path d="M${x - 20},${270 - h}l-12,-10M${x + 20},${270 - h}l12,-10" stroke="#ffd23f" stroke-width="4"/>` : ''}`;
      }).join('') + `<rect x="70" y="320" width="260" height="20" rx="10" fill="#e9e4dc"/>`;
    case 'knife':
      return `<path d="M90,250l200,-120q20,-8 16,10l-190,140z" fill="#dee2e6" stroke="#adb5bd" stroke-width="3"/><rect x="60" y="250" width="80" height="30" rx="12" fill="${c}" transform="rotate(-30 100 265)"/><path d="M150,330h160q20,40 -20,50h-140z" fill="#dee2e6"/><rect x="70" y="330" width="90" height="26" rx="12" fill="${c}"/>`;
    case 'card':
      return `<path d="M80,110l120,30v220l-120,-30z" fill="${shade(c, 0.7)}"/><path d="M200,140l120,-30v220l-120,30z" fill="#fff" stroke="#ddd" stroke-width="3"/><path d="${heartPath(260, 220, 90)}" fill="${c}"/>`;
    case 'balloons':
      return [[150, 170, c], [250, 140, shade(c, 0.3)], [200, 220, '#f4c542']].map(([x, y, k]) => `<path d="M${x},${Number(y) + 70}q20,80 ${200 - Number(x)},150" stroke="#888" stroke-width="3" fill="none"/><ellipse cx="${x}" cy="${y}" rx="60" ry="72" fill="${k}"/><ellipse cx="${Number(x) - 20}" cy="${Number(y) - 26}" rx="12" ry="20" fill="#fff" opacity=".4"/>`).join('');
    case 'popper':
      return `<path d="M120,330l60,-200 80,60z" fill="${c}"/><path d="M130,300l40,-130" stroke="#fff" stroke-width="8"/>${[[250, 110, '#f4c542'], [300, 150, '#e23e57'], [280, 70, '#4d96ff'], [320, 100, '#9b5de5'], [230, 60, '#3bceac']].map(([x, y, k]) => `<rect x="${x}" y="${y}" width="16" height="8" fill="${k}" transform="rotate(${Number(x) % 90} ${x} ${y})"/>`).join('')}`;
    case 'hat':
      return `<path d="M200,70l-100,260h200z" fill="${c}"/><path d="M160,170l70,40M130,250l130,50M185,110l30,20" stroke="#f4c542" stroke-width="12"/><circle cx="200" cy="66" r="22" fill="#f4c542"/>`;
    default:
      return `<path d="M150,200v150M250,200v150" stroke="${shade(c, -0.2)}" stroke-width="8"/><text x="200" y="170" font-size="64" font-style="italic" font-weight="700" text-anchor="middle" fill="${c}" font-family="Georgia,serif">Happy</text><text x="200" y="230" font-size="56" font-style="italic" font-weight="700" text-anchor="middle" fill="${c}" font-family="Georgia,serif">Birthday</text>`;
  }
}

export function renderAccessory(p: Params): string {
  const c = col(p, 'color');
  const body = `<rect width="400" height="400" fill="${shade(c, 0.85)}"/><ellipse cx="200" cy="360" rx="150" ry="16" fill="#000" opacity=".08"/>${accessoryArt(str(p, 'item'), c, num(p, 'num'))}`;
  return svgDoc({ width: 400, height: 400, title: `Cake accessory: ${str(p, 'item')}`, body });
}

export function renderShape(p: Params): string {
  const shape = str(p, 'shape');
  const cream = '#fbe7c6';
  const edge = '#e9a6b5';
  const outline =
    shape === 'round' ? `<circle cx="200" cy="200" r="140"/>`
    : shape === 'square' ? `<rect x="70" y="70" width="260" height="260" rx="14"/>`
    : shape === 'heart' ? `<path d="${heartPath(200, 210, 300)}"/>`
    : shape === 'rectangle' ? `<rect x="40" y="100" width="320" height="200" rx="14"/>`
    : shape === 'number' ? `<text x="200" y="320" font-size="320" font-weight="900" text-anchor="middle" font-family="${FONT}">8</text>`
    : `<path d="${starPath(200, 210, 160, 80)}"/>`;
  const body = `<rect width="400" height="400" fill="#fff5f7"/><g fill="${cream}" stroke="${edge}" stroke-width="14" stroke-dasharray="1 18" stroke-linecap="round">${outline}</g><g fill="none" stroke="#d4a373" stroke-width="3" opacity=".5">${outline}</g>`;
  return svgDoc({ width: 400, height: 400, title: `${shape} cake shape`, body });
}
