import { col, num, type Params, str } from './art-spec';
import { createRng } from './random';
import { backdrop, r, shade, svgDoc } from './svg';

// Festival items, 800×800: diyo lamps, kites, tika thali, marigold garlands, lanterns, rangoli and tika sets.

const W = 800;

function diyo(x: number, y: number, s: number, clay: string): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})"><circle cy="-70" r="46" fill="#ffd23f" opacity=".25"/><path d="M-90,0q90,90 180,0q-20,-20 -90,-22q-70,2 -90,22z" fill="${clay}"/>` +
    `<ellipse cy="-2" rx="84" ry="18" fill="${shade(clay, -0.3)}"/><path d="M0,-90q24,34 0,64q-24,-30 0,-64z" fill="#ff9f1c"/><path d="M0,-60q10,16 0,30q-10,-14 0,-30z" fill="#fff3b0"/>` +
    `<path d="M-60,30q60,30 120,0" stroke="#f4c542" stroke-width="6" fill="none" stroke-dasharray="4 10"/></g>`
  );
}

function marigold(x: number, y: number, rr: number, c: string): string {
  return `<circle cx="${Math.round(x)}" cy="${Math.round(y)}" r="${rr}" fill="${c}" stroke="${shade(c, -0.2)}" stroke-width="4" stroke-dasharray="3 5"/>`;
}

export function festivalScene(p: Params): string {
  const item = str(p, 'item');
  const accent = col(p, 'accent');
  const rng = createRng(num(p, 'seed'));
  let out = '';
  switch (item) {
    case 'diyo':
      out += diyo(260, 560, 1, '#b5651d') + diyo(540, 560, 1, accent === '#f4a261' ? '#c8553d' : accent) + diyo(400, 420, 0.9, '#c8553d');
      for (let i = 0; i < 10; i++) out += marigold(140 + i * 58, 690 + (i % 2) * 12, 26, i % 2 ? '#f77f00' : '#f9c80e');
      return out;
    case 'kite':
      [[300, 300, accent], [520, 240, '#4d96ff'], [460, 480, '#e23e57']].forEach(([x, y, c]) => {
        const cx = Number(x);
        const cy = Number(y);
        out += `<path d="M${cx},${cy + 120}q40,120 -20,240" stroke="#555" stroke-width="3" fill="none"/><path d="M${cx},${cy - 120}l100,110 -100,130 -100,-130z" fill="${c}"/><path d="M${cx},${cy - 120}v240M${cx - 100},${cy - 10}q100,-40 200,0" stroke="#fff" stroke-width="5" fill="none"/><path d="M${cx - 14},${cy + 130}h28l-14,26z" fill="${shade(String(c), -0.2)}"/>`;
      });
      return out + `<ellipse cx="640" cy="660" rx="60" ry="40" fill="#b08968"/><rect x="600" y="600" width="80" height="120" rx="10" fill="#9c6644"/><ellipse cx="640" cy="600" rx="40" ry="14" fill="#e9d5c0"/>`;
    case 'thali':
    case 'tikaset': {
      out += `<ellipse cx="400" cy="480" rx="320" ry="150" fill="${shade('#c9a227', -0.2)}"/><ellipse cx="400" cy="465" rx="320" ry="150" fill="#e0b83a"/><ellipse cx="400" cy="465" rx="280" ry="125" fill="#f4d06f"/>`;
      const bowls: Array<[number, number, string]> = [[290, 420, '#c1121f'], [420, 400, '#fbf7f0'], [520, 470, '#f4c542'], [330, 520, '#e85d04']];
      for (const [x, y, c] of bowls) out += `<ellipse cx="${x}" cy="${y + 10}" rx="54" ry="26" fill="#b8860b"/><ellipse cx="${x}" cy="${y}" rx="50" ry="22" fill="${c}"/>`;
      for (let i = 0; i < 16; i++) out += `<path d="M${460 + rng.int(-30, 30)},560q${rng.int(-30, 30)},-80 ${rng.int(-50, 50)},-150" stroke="${i % 2 ? '#b5e48c' : '#d9ed92'}" stroke-width="6" fill="none"/>`;
      if (item === 'thali') out += diyo(600, 430, 0.55, '#b5651d');
      else for (let i = 0; i < 5; i++) out += `<circle cx="${200 + i * 30}" cy="${470 + (i % 2) * 20}" r="12" fill="#8d5b3c"/>`;
      return out;
    }
    case 'garland':
      for (let g = 0; g < 3; g++) {
        for (let i = 0; i <= 16; i++) {
          const t = i / 16;
          const x = 130 + t * 540;
          const y = 200 + g * 150 + Math.sin(t * Math.PI) * 160;
          out += marigold(x, y, 30, g === 1 ? '#f9c80e' : g === 2 ? accent : '#f77f00');
        }
      }
      return out;
    case 'lantern':
      [[280, 260, accent], [520, 320, '#e23e57'], [400, 470, '#f4c542']].forEach(([x, y, c]) => {
        out += `<path d="M${x},${Number(y) - 200}V${Number(y) - 90}" stroke="#555" stroke-width="3"/><circle cx="${x}" cy="${y}" r="120" fill="#ffd23f" opacity=".18"/><ellipse cx="${x}" cy="${y}" rx="80" ry="96" fill="${c}"/><path d="M${Number(x) - 40},${Number(y) - 90}q-20,90 0,180M${Number(x) + 40},${Number(y) - 90}q20,90 0,180M${x},${Number(y) - 96}v192" stroke="${shade(String(c), -0.25)}" stroke-width="4" fill="none"/><rect x="${Number(x) - 30}" y="${Number(y) - 104}" width="60" height="16" fill="#c9a227"/><rect x="${Number(x) - 30}" y="${Number(y) + 88}" width="60" height="16" fill="#c9a227"/>`;
      });
      return out;
    default: {
      const colours = [accent, '#e23e57', '#f9c80e', '#3bceac', '#4d96ff', '#f77f00'];
      for (let ring = 5; ring >= 0; ring--) {
        const rr = 60 + ring * 50;
        const petals = 8 + ring * 2;
        for (let i = 0; i < petals; i++) {
          const a = (i / petals) * Math.PI * 2;
          out += `<ellipse cx="${r(400 + Math.cos(a) * rr * 0.8)}" cy="${r(420 + Math.sin(a) * rr * 0.8)}" rx="${10 + ring * 4}" ry="${20 + ring * 6}" fill="${colours[ring % colours.length]}" transform="rotate(${r((a * 180) / Math.PI + 90)} ${r(400 + Math.cos(a) * rr * 0.8)} ${r(420 + Math.sin(a) * rr * 0.8)})"/>`;
        }
      }
      return out + diyo(400, 470, 0.7, '#b5651d');
    }
  }
}

export function renderFestival(p: Params): string {
  const view = num(p, 'view');
  const bg = backdrop('bg', view === 1 ? '#f4a261' : col(p, 'accent'), W, W);
  const scene = `<ellipse cx="400" cy="725" rx="300" ry="24" fill="#000" opacity=".1"/>` + festivalScene(p);
  return svgDoc({ width: W, height: W, title: `Festival ${str(p, 'item')}`, defs: bg.defs, body: bg.body + (view === 1 ? `<g transform="translate(-60 -60) scale(1.15)">${scene}</g>` : scene) });
}
