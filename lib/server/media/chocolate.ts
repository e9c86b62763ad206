import { col, num, type Params, str } from './art-spec';
import { createRng, type Rng } from './random';
import { backdrop, heartPath, r, shade, svgDoc } from './svg';

// Chocolate gifts, 800×800: open boxes of truffles, heart boxes, bar stacks, jars and gift towers.

const W = 800;
const SHELLS = ['#3b2418', '#5a3421', '#8d5b3c', '#f3e6d0', '#4a2c1a', '#c48a5a'];

export const CHOC_DEFS = `<radialGradient id="tg" cx=".35" cy=".3" r=".8"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/></radialGradient>`;

export function truffle(x: number, y: number, rad: number, rng: Rng): string {
  const shell = rng.pick(SHELLS);
  const top = rng.int(0, 3);
  let out = `<circle cx="${r(x)}" cy="${r(y + rad * 0.15)}" r="${r(rad * 1.08)}" fill="#c9a227" opacity=".85"/><circle cx="${r(x)}" cy="${r(y)}" r="${r(rad)}" fill="${shell}"/>`;
  if (top === 1) out += `<path d="M${r(x - rad * 0.7)},${r(y - rad * 0.1)}q${r(rad * 0.35)},${r(-rad * 0.4)} ${r(rad * 0.7)},0t${r(rad * 0.7)},0" stroke="${shell === '#f3e6d0' ? '#5a3421' : '#f3e6d0'}" stroke-width="${r(rad * 0.12)}" fill="none"/>`;
  if (top === 2) out += `<circle cx="${r(x)}" cy="${r(y - rad * 0.1)}" r="${r(rad * 0.28)}" fill="#d7263d"/>`;
  if (top === 3) out += `<circle cx="${r(x)}" cy="${r(y - rad * 0.15)}" r="${r(rad * 0.3)}" fill="#c9a227"/>`;
  return out + `<circle cx="${r(x)}" cy="${r(y)}" r="${r(rad)}" fill="url(#tg)"/>`;
}

function grid(pieces: number): [number, number] {
  const rows = pieces <= 6 ? 2 : pieces <= 16 ? (pieces <= 12 ? 3 : 4) : pieces <= 24 ? 4 : 5;
  return [rows, Math.ceil(pieces / rows)];
}

function ribbonBow(x: number, y: number, c: string, s = 1): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0,0c-80,-60 -100,10 -66,34zM0,0c80,-60 100,10 66,34z" fill="${c}" stroke="${shade(c, -0.25)}" stroke-width="3"/><path d="M0,0l-36,80 18,-4 8,20zM0,0l36,80 -18,-4 -8,20z" fill="${shade(c, -0.1)}"/><circle r="15" fill="${shade(c, -0.15)}"/></g>`;
}

export function chocolateScene(p: Params): string {
  const style = str(p, 'style');
  const box = col(p, 'box');
  const ribbon = col(p, 'ribbon');
  const pieces = num(p, 'pieces');
  const rng = createRng(num(p, 'seed'));
  let out = '';
  if (style === 'box' || style === 'heart') {
    if (style === 'box') {
      out += `<g transform="rotate(-8 400 260)"><rect x="150" y="110" width="500" height="300" rx="12" fill="${box}"/><rect x="375" y="110" width="50" height="300" fill="${ribbon}"/><rect x="150" y="235" width="500" height="50" fill="${ribbon}"/></g>`;
      out += `<path d="M110,360h580l40,330h-660z" fill="${shade(box, -0.25)}"/><path d="M140,380h520l34,290h-588z" fill="#f1e3c8"/>`;
      const [rows, cols] = grid(pieces);
      const cw = 520 / cols;
      const rh = 290 / rows;
      const rad = Math.min(cw, rh) * 0.36;
      for (let i = 0; i < rows; i++) for (let j = 0; j < cols; j++) {
        const skew = (i + 0.5) / rows;
        const x = 140 - 34 * skew + (j + 0.5) * ((520 + 68 * skew) / cols);
        out += truffle(x, 380 + (i + 0.5) * rh, rad * (0.9 + skew * 0.15), rng);
      }
    } else {
      out += `<path d="${heartPath(400, 330, 520)}" fill="${box}" transform="rotate(-10 400 300) translate(0 -90)"/><path d="${heartPath(400, 500, 560)}" fill="${shade(box, -0.25)}"/><path d="${heartPath(400, 490, 500)}" fill="#f1e3c8"/>`;
      for (let y = 380; y < 700; y += 62) for (let x = 190; x < 640; x += 64) {
        const nx = (x - 400) / 210;
        const ny = -(y - 480) / 210;
        if ((nx * nx + ny * ny - 1) ** 3 - nx * nx * ny ** 3 < -0.08) out += truffle(x, y, 24, rng);
      }
      out += ribbonBow(560, 260, ribbon, 0.8);
    }
  } else if (style === 'bars') {
    for (let i = 0; i < 3; i++) {
      const y = 560 - i * 120;
      const x = 180 + i * 20;
      out += `<g transform="rotate(${-4 + i * 4} 400 ${y})"><rect x="${x}" y="${y}" width="440" height="110" rx="10" fill="${i === 1 ? shade(box, 0.25) : box}"/><rect x="${x + 150}" y="${y}" width="140" height="110" fill="${ribbon}" opacity=".85"/><text x="${x + 220}" y="${y + 66}" font-size="30" font-weight="700" text-anchor="middle" fill="${shade(box, -0.4)}" font-family="Georgia,serif">${['DARK', 'MILK', 'CACAO'][i]}</text></g>`;
    }
    out += `<g transform="rotate(6 400 660)"><rect x="230" y="640" width="360" height="90" rx="8" fill="#4a2c1a"/>`;
    for (let k = 0; k < 6; k++) out += `<rect x="${240 + k * 58}" y="650" width="50" height="32" rx="4" fill="#5a3421"/><rect x="${240 + k * 58}" y="688" width="50" height="32" rx="4" fill="#5a3421"/>`;
    out += '</g>';
  } else if (style === 'jar') {
    out += `<rect x="230" y="230" width="340" height="460" rx="60" fill="#e8f4f8" opacity=".55" stroke="#fff" stroke-width="6"/>`;
    for (let i = 0; i < 26; i++) out += truffle(270 + (i % 5) * 65 + ((i / 5) % 2) * 20, 640 - Math.floor(i / 5) * 70, 30, rng);
    out += `<rect x="250" y="170" width="300" height="80" rx="16" fill="${box}"/><rect x="240" y="245" width="320" height="30" rx="10" fill="${ribbon}"/>` + ribbonBow(400, 260, ribbon, 0.7);
    out += `<path d="M270,300q-20,150 0,330" stroke="#fff" stroke-width="14" opacity=".6" fill="none" stroke-linecap="round"/>`;
  } else {
    const sizes: Array<[number, number, number]> = [[440, 160, 570], [340, 140, 430], [240, 120, 310]];
    sizes.forEach(([w, h, y], i) => {
      const c = i === 1 ? shade(box, 0.3) : box;
      out += `<rect x="${400 - w / 2}" y="${y}" width="${w}" height="${h}" rx="8" fill="${c}"/><rect x="${400 - w / 2}" y="${y}" width="${w}" height="18" fill="${shade(c, -0.2)}"/><rect x="385" y="${y}" width="30" height="${h}" fill="${ribbon}"/>`;
    });
    out += ribbonBow(400, 310, ribbon);
  }
  return out;
}

export function renderChocolate(p: Params): string {
  const view = num(p, 'view');
  const bg = backdrop('bg', view === 1 ? col(p, 'ribbon') : shade(col(p, 'box'), 0.4), W, W);
  const scene = `<ellipse cx="400" cy="725" rx="300" ry="30" fill="#000" opacity=".12"/>` + chocolateScene(p);
  return svgDoc({ width: W, height: W, title: `Chocolate gift: ${str(p, 'style')} of ${num(p, 'pieces')}`, defs: bg.defs + CHOC_DEFS, body: bg.body + (view === 1 ? `<g transform="translate(-60 -60) scale(1.15)">${scene}</g>` : scene) });
}
