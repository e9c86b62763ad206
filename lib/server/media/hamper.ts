import { col, num, type Params, str } from './art-spec';
import { createRng, type Rng } from './random';
import { backdrop, r, shade, svgDoc } from './svg';

// Gift hampers, 800×800: a basket, box or tray filled with items that fit the theme.

const W = 800;

const item = {
  apple: (x: number, y: number, c = '#d7263d') => `<circle cx="${x}" cy="${y}" r="46" fill="${c}"/><path d="M${x},${y - 44}q4,-20 18,-26" stroke="#5a3421" stroke-width="5" fill="none"/><ellipse cx="${x + 16}" cy="${y - 58}" rx="14" ry="7" fill="#5aa469"/><circle cx="${x - 16}" cy="${y - 16}" r="10" fill="#fff" opacity=".35"/>`,
  orange: (x: number, y: number) => `<circle cx="${x}" cy="${y}" r="44" fill="#f77f00"/><circle cx="${x}" cy="${y - 40}" r="5" fill="#3a7d44"/><circle cx="${x - 14}" cy="${y - 14}" r="9" fill="#fff" opacity=".3"/>`,
  grapes: (x: number, y: number) => Array.from({ length: 10 }, (_, i) => `<circle cx="${x - 30 + (i % 4) * 20 + Math.floor(i / 4) * 10}" cy="${y - 30 + Math.floor(i / 4) * 26}" r="15" fill="#6a4c93"/>`).join(''),
  pineapple: (x: number, y: number) => `<path d="M${x - 20},${y - 80}l-20,-70 30,40 10,-60 10,60 30,-40 -20,70z" fill="#3a7d44"/><ellipse cx="${x}" cy="${y}" rx="48" ry="80" fill="#f2b705"/><path d="M${x - 40},${y - 40}l80,80M${x + 40},${y - 40}l-80,80M${x - 44},${y + 10}l50,50M${x + 44},${y + 10}l-50,50" stroke="#b8860b" stroke-width="4"/>`,
  bottle: (x: number, y: number, c: string) => `<path d="M${x - 16},${y - 200}h32v50q34,20 34,60v170h-100v-170q0,-40 34,-60z" fill="${c}"/><rect x="${x - 34}" y="${y - 60}" width="68" height="70" fill="#fbf3ea"/><rect x="${x - 18}" y="${y - 214}" width="36" height="20" fill="#c9a227"/>`,
  box: (x: number, y: number, w: number, h: number, c: string, band: string) => `<rect x="${x - w / 2}" y="${y - h}" width="${w}" height="${h}" rx="6" fill="${c}"/><rect x="${x - 8}" y="${y - h}" width="16" height="${h}" fill="${band}"/><rect x="${x - w / 2}" y="${y - h}" width="${w}" height="12" fill="${shade(c, -0.2)}"/>`,
  jar: (x: number, y: number, fill: string, lid: string) => `<rect x="${x - 50}" y="${y - 140}" width="100" height="140" rx="20" fill="${fill}"/><rect x="${x - 50}" y="${y - 140}" width="100" height="140" rx="20" fill="#fff" opacity=".25"/><rect x="${x - 44}" y="${y - 166}" width="88" height="30" rx="6" fill="${lid}"/><rect x="${x - 36}" y="${y - 90}" width="72" height="40" fill="#fbf3ea"/>`,
  cup: (x: number, y: number, c: string) => `<path d="M${x - 50},${y - 80}h100l-12,80h-76z" fill="${c}"/><path d="M${x + 48},${y - 66}q34,6 20,34l-26,6" stroke="${c}" stroke-width="10" fill="none"/>`,
  balloon: (x: number, y: number, c: string) => `<path d="M${x},${y}q-20,80 10,160" stroke="#888" stroke-width="3" fill="none"/><ellipse cx="${x}" cy="${y - 60}" rx="50" ry="62" fill="${c}"/><path d="M${x - 8},${y + 2}h16l-8,-10z" fill="${c}"/><ellipse cx="${x - 18}" cy="${y - 84}" rx="10" ry="16" fill="#fff" opacity=".4"/>`,
  diyo: (x: number, y: number) => `<path d="M${x - 50},${y - 20}q50,50 100,0z" fill="#b5651d"/><path d="M${x},${y - 60}q14,20 0,34q-14,-14 0,-34z" fill="#ff9f1c"/>`,
  kite: (x: number, y: number, c: string) => `<path d="M${x},${y - 120}l60,70 -60,90 -60,-90z" fill="${c}"/><path d="M${x},${y - 120}v160M${x - 60},${y - 50}h120" stroke="#fff" stroke-width="4"/>`,
};

function fill(theme: string, rng: Rng, ribbon: string): string {
  const c = (x: string) => x;
  switch (theme) {
    case 'fruit':
      return item.pineapple(540, 380) + item.grapes(300, 400) + item.apple(250, 470) + item.orange(400, 450) + item.apple(520, 480, '#9bbf3a') + item.orange(620, 470);
    case 'sweets':
      return item.box(300, 480, 170, 110, '#e85d04', '#c9a227') + item.box(500, 470, 200, 140, '#c1121f', '#f4c542') + item.jar(400, 420, '#f4a261', '#c9a227') + item.diyo(620, 470);
    case 'chocolate':
      return item.box(290, 470, 180, 150, '#5a3421', ribbon) + item.box(510, 480, 200, 120, '#3b2418', '#c9a227') + item.bottle(400, 470, '#8d5b3c');
    case 'tea':
      return item.box(300, 480, 150, 180, '#2d6a4f', '#c9a227') + item.jar(470, 480, '#f2b705', '#5a3421') + item.cup(600, 490, '#fbf3ea') + item.cup(220, 490, '#e9a6b5');
    case 'festive':
      return item.kite(560, 380, '#e85d04') + item.jar(300, 470, '#9c6644', '#c1121f') + item.box(460, 490, 180, 130, '#c1121f', '#f4c542') + item.diyo(620, 480) + item.bottle(200, 480, '#f77f00');
    case 'baby':
      return `<circle cx="300" cy="360" r="80" fill="#d4a373"/><circle cx="240" cy="300" r="30" fill="#d4a373"/><circle cx="360" cy="300" r="30" fill="#d4a373"/><circle cx="275" cy="350" r="8" fill="#2b1a10"/><circle cx="325" cy="350" r="8" fill="#2b1a10"/><ellipse cx="300" cy="385" rx="26" ry="18" fill="#f1dcc3"/>` + item.bottle(480, 480, '#9ed8f5') + item.box(600, 490, 140, 120, '#f4a6c1', '#fff');
    case 'party':
      return item.balloon(260, 300, '#e23e57') + item.balloon(400, 250, '#4d96ff') + item.balloon(540, 300, '#ffd23f') + item.box(320, 490, 170, 120, '#9b5de5', '#ffd23f') + item.box(500, 490, 160, 140, '#3bceac', '#fff');
    default:
      return item.jar(260, 480, '#c48a5a', '#c9a227') + item.jar(400, 460, '#e9c46a', c('#c1121f')) + item.jar(540, 480, '#9c6644', '#2d6a4f') + item.box(640, 500, 110, 100, '#c9a227', ribbon) + (rng.chance(0.5) ? item.orange(170, 500) : '');
  }
}

export function hamperScene(p: Params): string {
  const style = str(p, 'style');
  const ribbon = col(p, 'ribbon');
  const rng = createRng(num(p, 'seed'));
  let out = '';
  if (style === 'basket') out += `<path d="M150,520Q400,80 650,520" fill="none" stroke="#9c6644" stroke-width="26"/>`;
  out += fill(str(p, 'theme'), rng, ribbon);
  if (style === 'basket') {
    out += `<path d="M130,500h540l-60,220h-420z" fill="#b08968"/>`;
    for (let y = 530; y < 720; y += 34) out += `<path d="M${140 + (y - 500) * 0.27},${y}H${660 - (y - 500) * 0.27}" stroke="#7f5539" stroke-width="7"/>`;
    for (let x = 180; x < 640; x += 42) out += `<path d="M${x},505l${r((400 - x) * 0.22)},215" stroke="#9c6644" stroke-width="6"/>`;
    out += `<rect x="120" y="488" width="560" height="34" rx="17" fill="#7f5539"/>`;
  } else if (style === 'box') {
    out += `<path d="M140,470h520v250h-520z" fill="#d4a373"/><path d="M140,470h520v34h-520z" fill="#b08968"/><path d="M140,560h520v40h-520z" fill="${shade(ribbon, 0.2)}"/><rect x="385" y="500" width="30" height="220" fill="${ribbon}"/>`;
  } else {
    out += `<path d="M100,560h600l-40,80h-520z" fill="#8d5b3c"/><path d="M100,560h600v14h-600z" fill="#6f4326"/>`;
  }
  const bowY = style === 'tray' ? 600 : 560;
  out += `<g transform="translate(400 ${bowY})"><path d="M0,0c-80,-60 -100,10 -66,34zM0,0c80,-60 100,10 66,34z" fill="${ribbon}" stroke="${shade(ribbon, -0.25)}" stroke-width="3"/><path d="M0,0l-36,80 18,-4 8,20zM0,0l36,80 -18,-4 -8,20z" fill="${shade(ribbon, -0.1)}"/><circle r="15" fill="${shade(ribbon, -0.15)}"/></g>`;
  return out;
}

export function renderHamper(p: Params): string {
  const view = num(p, 'view');
  const bg = backdrop('bg', view === 1 ? '#dda15e' : col(p, 'ribbon'), W, W);
  const scene = `<ellipse cx="400" cy="735" rx="300" ry="28" fill="#000" opacity=".12"/>` + hamperScene(p);
  return svgDoc({ width: W, height: W, title: `Gift hamper: ${str(p, 'theme')} ${str(p, 'style')}`, defs: bg.defs, body: bg.body + (view === 1 ? `<g transform="translate(-60 -70) scale(1.15)">${scene}</g>` : scene) });
}
