import { col, num, type Params, str } from './art-spec';
import { createRng } from './random';
import { backdrop, r, shade, svgDoc } from './svg';

// Potted plants, 800×800.

const W = 800;
const G1 = '#2d6a4f';
const G2 = '#52b788';

function leafBlade(x: number, y: number, h: number, angle: number, w: number, fill: string, stripe?: string): string {
  return `<g transform="translate(${r(x)} ${r(y)}) rotate(${r(angle)})"><path d="M0,0q${-w},${-h * 0.5} 0,${-h}q${w},${h * 0.5} 0,${h}z" fill="${fill}"/>${stripe ? `<path d="M0,-4v${-h + 20}" stroke="${stripe}" stroke-width="4"/>` : ''}</g>`;
}

export function plantScene(p: Params): string {
  const plant = str(p, 'plant');
  const pot = col(p, 'pot');
  const flower = col(p, 'flower');
  const rng = createRng(num(p, 'seed'));
  let out = '';
  const soil = 480;
  switch (plant) {
    case 'snake':
      for (let i = 0; i < 7; i++) out += leafBlade(300 + i * 33, soil, 260 + rng.int(0, 120), -14 + i * 4.5, 34, i % 2 ? G1 : '#40916c', '#d8f3dc');
      break;
    case 'money':
      out += `<path d="M400,${soil}q-200,40 -220,230M400,${soil}q180,60 190,240M400,${soil}q-40,-200 -120,-260M400,${soil}q60,-180 130,-230" stroke="#588157" stroke-width="6" fill="none"/>`;
      for (let i = 0; i < 22; i++) {
        const x = 180 + rng.next() * 440;
        const y = 200 + rng.next() * 480;
        out += `<path d="M${r(x)},${r(y)}q-34,-24 0,-62q34,38 0,62z" fill="${i % 3 ? G2 : '#95d5b2'}" transform="rotate(${rng.int(-60, 60)} ${r(x)} ${r(y)})"/>`;
      }
      break;
    case 'bamboo':
      for (let i = 0; i < 5; i++) {
        const x = 320 + i * 40;
        const top = 160 + (i % 3) * 60;
        out += `<rect x="${x - 10}" y="${top}" width="20" height="${soil - top}" rx="8" fill="#95b84f"/>`;
        for (let y = top + 70; y < soil; y += 90) out += `<rect x="${x - 12}" y="${y}" width="24" height="6" fill="#6a8d3a"/>`;
        out += leafBlade(x, top + 20, 110, -40 + i * 20, 22, G2);
      }
      break;
    case 'bonsai':
      out += `<path d="M400,${soil}q-30,-80 20,-140q50,-60 -10,-130" stroke="#6f4326" stroke-width="34" fill="none" stroke-linecap="round"/><path d="M420,330q80,-20 140,-40" stroke="#6f4326" stroke-width="16" fill="none"/>`;
      for (const [x, y, rr] of [[400, 220, 110], [570, 280, 80], [280, 300, 80], [470, 170, 70]] as const) out += `<ellipse cx="${x}" cy="${y}" rx="${rr}" ry="${rr * 0.6}" fill="${G1}"/><ellipse cx="${x - 14}" cy="${y - 14}" rx="${rr * 0.7}" ry="${rr * 0.4}" fill="${G2}"/>`;
      break;
    case 'jade':
      out += `<path d="M400,${soil}v-120m0,40l-90,-110m90,70l80,-120" stroke="#6b705c" stroke-width="18" fill="none" stroke-linecap="round"/>`;
      for (let i = 0; i < 26; i++) {
        const x = 250 + rng.next() * 300;
        const y = 170 + rng.next() * 250;
        out += `<ellipse cx="${r(x)}" cy="${r(y)}" rx="28" ry="18" fill="${i % 2 ? '#40916c' : '#74c69d'}" stroke="#b5838d" stroke-width="2" transform="rotate(${rng.int(-50, 50)} ${r(x)} ${r(y)})"/>`;
      }
      break;
    case 'peace':
      for (let i = 0; i < 9; i++) out += leafBlade(400, soil, 240, -70 + i * 17, 60, i % 2 ? G1 : '#40916c', '#95d5b2');
      for (const a of [-20, 10, 30]) out += `<g transform="translate(400 ${soil}) rotate(${a})"><path d="M0,0v-300" stroke="#52b788" stroke-width="5"/><path d="M0,-300q-40,-60 0,-120q40,60 0,120z" fill="${flower}"/><rect x="-5" y="-360" width="10" height="50" rx="5" fill="#f4e3a1"/></g>`;
      break;
    case 'cactus':
      out += `<rect x="340" y="220" width="120" height="${soil - 200}" rx="60" fill="#52b788"/><path d="M340,380h-50v-110" stroke="#52b788" stroke-width="50" fill="none" stroke-linecap="round"/><path d="M460,340h50v-80" stroke="#52b788" stroke-width="50" fill="none" stroke-linecap="round"/>`;
      for (let i = 0; i < 3; i++) out += `<path d="M${370 + i * 30},240v${soil - 260}" stroke="#40916c" stroke-width="5"/>`;
      out += `<circle cx="400" cy="215" r="26" fill="${flower}"/><circle cx="400" cy="215" r="10" fill="#f9c80e"/>`;
      break;
    default:
      for (const [cx, cy, s] of [[300, 440, 0.8], [500, 440, 0.8], [400, 420, 1.1]] as const) {
        for (let i = 0; i < 12; i++) out += `<ellipse cx="${cx}" cy="${cy - 40 * s}" rx="${24 * s}" ry="${60 * s}" fill="${i % 2 ? '#74c69d' : '#95d5b2'}" transform="rotate(${i * 30} ${cx} ${cy})"/>`;
        out += `<circle cx="${cx}" cy="${cy}" r="${18 * s}" fill="${flower}"/>`;
      }
  }
  out += `<ellipse cx="400" cy="${soil}" rx="170" ry="30" fill="#5a3d2b"/>`;
  out += `<path d="M220,${soil}h360l-40,240h-280z" fill="${pot}"/><path d="M210,${soil - 20}h380v50h-380z" fill="${shade(pot, -0.12)}"/><path d="M250,${soil + 60}q10,120 40,170" stroke="#fff" stroke-width="14" opacity=".25" fill="none" stroke-linecap="round"/>`;
  return out;
}

export function renderPlant(p: Params): string {
  const view = num(p, 'view');
  const bg = backdrop('bg', view === 1 ? '#b7e4c7' : shade(col(p, 'pot'), 0.2), W, W);
  const scene = `<ellipse cx="400" cy="725" rx="220" ry="24" fill="#000" opacity=".12"/>` + plantScene(p);
  return svgDoc({ width: W, height: W, title: `${str(p, 'plant')} plant in a pot`, defs: bg.defs, body: bg.body + (view === 1 ? `<g transform="translate(-80 -20) scale(1.2)">${scene}</g>` : scene) });
}
