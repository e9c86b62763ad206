import { col, num, type Params, str } from './art-spec';
import { createRng, type Rng } from './random';
import { backdrop, r, shade, svgDoc } from './svg';

// Sweets (mithai) and dry fruits, 800×800.

const W = 800;

function sweetPiece(kind: string, x: number, y: number, rng: Rng): string {
  switch (kind) {
    case 'laddu':
      return `<circle cx="${r(x)}" cy="${r(y)}" r="40" fill="#f4a261"/><circle cx="${r(x)}" cy="${r(y)}" r="40" fill="none" stroke="#e76f51" stroke-width="5" stroke-dasharray="2 7"/><circle cx="${r(x - 12)}" cy="${r(y - 14)}" r="9" fill="#fff" opacity=".3"/>`;
    case 'barfi':
      return `<rect x="${r(x - 40)}" y="${r(y - 30)}" width="80" height="60" rx="5" fill="${rng.chance(0.5) ? '#f1dcc3' : '#f3e0a8'}"/><rect x="${r(x - 40)}" y="${r(y - 30)}" width="80" height="14" fill="#dfe7e8"/><circle cx="${r(x)}" cy="${r(y + 6)}" r="6" fill="#95d5b2"/>`;
    case 'katli':
      return `<path d="M${r(x)},${r(y - 36)}l50,36 -50,36 -50,-36z" fill="#efe0c4" stroke="#d9d9d9" stroke-width="4"/>`;
    case 'peda':
      return `<ellipse cx="${r(x)}" cy="${r(y)}" rx="40" ry="30" fill="#c48a5a"/><circle cx="${r(x)}" cy="${r(y - 4)}" r="10" fill="#a06a3f"/><circle cx="${r(x)}" cy="${r(y - 4)}" r="4" fill="#95d5b2"/>`;
    case 'jalebi':
      return `<path d="M${r(x)},${r(y)}m-8,0a8,8 0 1 1 16,0a16,16 0 1 1 -32,0a24,24 0 1 1 48,0a32,32 0 1 1 -64,0" stroke="#f77f00" stroke-width="11" fill="none" stroke-linecap="round"/>`;
    case 'lalmohan':
      return `<circle cx="${r(x)}" cy="${r(y)}" r="38" fill="#5a3421"/><circle cx="${r(x - 12)}" cy="${r(y - 12)}" r="10" fill="#fff" opacity=".25"/>`;
    default:
      return `<circle cx="${r(x)}" cy="${r(y)}" r="38" fill="#fbf7f0"/><circle cx="${r(x - 12)}" cy="${r(y - 12)}" r="10" fill="#fff"/>`;
  }
}

export function sweetsScene(p: Params): string {
  const sweet = str(p, 'sweet');
  const box = col(p, 'box');
  const rng = createRng(num(p, 'seed'));
  if (sweet === 'dhau') {
    return (
      `<path d="M170,420q230,-60 460,0l-40,230q-190,60 -380,0z" fill="#b5651d"/><ellipse cx="400" cy="420" rx="230" ry="56" fill="#8d4f1f"/><ellipse cx="400" cy="420" rx="200" ry="44" fill="#fbf3ea"/><ellipse cx="400" cy="414" rx="150" ry="28" fill="#f5e6c8"/>` +
      `<path d="M200,500q200,40 400,0" stroke="#e9c46a" stroke-width="8" fill="none"/><path d="M220,560q180,36 360,0" stroke="#e9c46a" stroke-width="6" fill="none" stroke-dasharray="14 10"/>`
    );
  }
  if (sweet === 'rasbari' || sweet === 'lalmohan') {
    let out = `<ellipse cx="400" cy="600" rx="300" ry="90" fill="${shade(box, -0.2)}"/><path d="M100,480a300,90 0 0 0 600,0v20q-20,160 -300,180q-280,-20 -300,-180z" fill="${box}"/><ellipse cx="400" cy="480" rx="300" ry="90" fill="#f6e7b4"/>`;
    for (let i = 0; i < 9; i++) out += sweetPiece(sweet, 240 + (i % 5) * 80 + (Math.floor(i / 5) * 40), 460 + Math.floor(i / 5) * 44, rng);
    return out;
  }
  let out = `<path d="M110,380h580l40,320h-660z" fill="${box}"/><path d="M140,400h520l32,280h-584z" fill="#fdf6e3"/><path d="M110,380h580v18h-580z" fill="${shade(box, -0.25)}"/>`;
  out += `<g transform="rotate(-7 400 250)"><rect x="130" y="150" width="540" height="210" rx="10" fill="${box}"/><rect x="160" y="180" width="480" height="150" rx="8" fill="none" stroke="#f4c542" stroke-width="6"/><text x="400" y="275" font-size="56" font-weight="700" text-anchor="middle" fill="#f4c542" font-family="Georgia,serif" letter-spacing="6">MITHAI</text></g>`;
  for (let row = 0; row < 3; row++) for (let c = 0; c < 5; c++) out += sweetPiece(sweet, 190 + c * 105 - (2 - row) * 6, 450 + row * 85, rng);
  return out;
}

function nut(kind: string, fx: number, fy: number, rng: Rng): string {
  const x = Math.round(fx);
  const y = Math.round(fy);
  const rot = rng.int(0, 359);
  const t = `transform="rotate(${rot} ${r(x)} ${r(y)})"`;
  switch (kind) {
    case 'cashew':
      return `<path d="M${r(x - 22)},${r(y)}a24,24 0 1 1 44,6q-6,-14 -22,-12q-14,2 -22,6z" fill="#f1dcb0" stroke="#d9b77e" stroke-width="2" ${t}/>`;
    case 'almond':
      return `<path d="M${r(x)},${r(y - 24)}q22,22 0,48q-22,-26 0,-48z" fill="#a0633a" ${t}/>`;
    case 'raisin':
      return `<ellipse cx="${r(x)}" cy="${r(y)}" rx="13" ry="10" fill="${rng.chance(0.5) ? '#c98a2e' : '#6b3e26'}" ${t}/>`;
    case 'pista':
      return `<ellipse cx="${r(x)}" cy="${r(y)}" rx="20" ry="14" fill="#e9dcc0" ${t}/><ellipse cx="${r(x)}" cy="${r(y)}" rx="12" ry="8" fill="#84a94f" ${t}/>`;
    case 'dates':
      return `<ellipse cx="${r(x)}" cy="${r(y)}" rx="32" ry="15" fill="#5a2e1a" ${t}/><path d="M${r(x - 20)},${r(y - 4)}q20,-6 40,0" stroke="#7a4028" stroke-width="3" fill="none" ${t}/>`;
    default:
      return nut(rng.pick(['cashew', 'almond', 'raisin', 'pista', 'dates']), x, y, rng);
  }
}

export function dryFruitScene(p: Params): string {
  const style = str(p, 'style');
  const mix = str(p, 'mix');
  const box = col(p, 'box');
  const rng = createRng(num(p, 'seed'));
  let out = '';
  if (style === 'jar') {
    out += `<rect x="240" y="250" width="320" height="440" rx="50" fill="#eef6f8"/>`;
    for (let i = 0; i < 36; i++) out += nut(mix, 270 + rng.next() * 260, 330 + rng.next() * 330, rng);
    out += `<rect x="240" y="250" width="320" height="440" rx="50" fill="#fff" opacity=".2" stroke="#fff" stroke-width="6"/><rect x="255" y="190" width="290" height="74" rx="14" fill="${box}"/><rect x="290" y="430" width="220" height="110" rx="10" fill="#fdf6e3"/><path d="M310,470h180M330,500h140" stroke="${box}" stroke-width="10"/>`;
  } else if (style === 'box') {
    out += `<path d="M120,360h560l40,330h-640z" fill="${box}"/><path d="M150,380h500v290h-500z" fill="#f3e6d0"/><path d="M400,380v290M150,525h500" stroke="${shade(box, -0.2)}" stroke-width="12"/>`;
    const kinds = mix === 'mixed' ? ['cashew', 'almond', 'pista', 'raisin'] : [mix, mix, mix, mix];
    kinds.forEach((k, q) => {
      for (let i = 0; i < 11; i++) out += nut(k, 175 + (q % 2) * 250 + rng.next() * 200, 405 + Math.floor(q / 2) * 145 + rng.next() * 100, rng);
    });
  } else {
    out += `<ellipse cx="400" cy="560" rx="330" ry="130" fill="${shade(box, -0.25)}"/><ellipse cx="400" cy="540" rx="330" ry="130" fill="${box}"/><ellipse cx="400" cy="540" rx="290" ry="105" fill="${shade(box, 0.2)}"/>`;
    const kinds = mix === 'mixed' ? ['cashew', 'almond', 'pista', 'raisin', 'dates'] : [mix, mix, mix, mix, mix];
    kinds.forEach((k, q) => {
      const a = (q / kinds.length) * Math.PI * 2;
      for (let i = 0; i < 8; i++) out += nut(k, 400 + Math.cos(a) * 170 + (rng.next() - 0.5) * 110, 540 + Math.sin(a) * 60 + (rng.next() - 0.5) * 60, rng);
    });
  }
  return out;
}

export function renderSweets(p: Params): string {
  const view = num(p, 'view');
  const bg = backdrop('bg', view === 1 ? '#f4a261' : col(p, 'box'), W, W);
  const scene = `<ellipse cx="400" cy="715" rx="320" ry="26" fill="#000" opacity=".12"/>` + sweetsScene(p);
  return svgDoc({ width: W, height: W, title: `Box of ${str(p, 'sweet')}`, defs: bg.defs, body: bg.body + (view === 1 ? `<g transform="translate(-60 -90) scale(1.15)">${scene}</g>` : scene) });
}

export function renderDryFruit(p: Params): string {
  const view = num(p, 'view');
  const bg = backdrop('bg', view === 1 ? '#dda15e' : col(p, 'box'), W, W);
  const scene = `<ellipse cx="400" cy="715" rx="320" ry="26" fill="#000" opacity=".12"/>` + dryFruitScene(p);
  return svgDoc({ width: W, height: W, title: `Dry fruits: ${str(p, 'mix')} in a ${str(p, 'style')}`, defs: bg.defs, body: bg.body + (view === 1 ? `<g transform="translate(-60 -90) scale(1.15)">${scene}</g>` : scene) });
}
