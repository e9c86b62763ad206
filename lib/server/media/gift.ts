import { col, num, type Params, str } from './art-spec';
import { backdrop, heartPath, luminance, shade, starPath, svgDoc } from './svg';

// Personalised gifts, 800×800: mugs, frames, cushions, T-shirts, keychains, lamps, bottles and clocks, each showing
// the customer's "print" (a photo, a heart, a star or a name line).

const W = 800;

/** The printed motif inside a box (x, y, w, h). */
function motif(kind: string, x: number, y: number, w: number, h: number, ink: string): string {
  const cx = x + w / 2;
  const cy = y + h / 2;
  if (kind === 'photo') {
    return (
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#9ed8f5"/><circle cx="${x + w * 0.75}" cy="${y + h * 0.28}" r="${h * 0.12}" fill="#ffd23f"/>` +
      `<path d="M${x},${y + h * 0.75}l${w * 0.3},${-h * 0.35} ${w * 0.2},${h * 0.2} ${w * 0.2},${-h * 0.15} ${w * 0.3},${h * 0.3}V${y + h}H${x}Z" fill="#6ab04c"/>` +
      `<circle cx="${cx - w * 0.08}" cy="${cy}" r="${h * 0.12}" fill="#8d5b3c"/><circle cx="${cx + w * 0.1}" cy="${cy + h * 0.02}" r="${h * 0.11}" fill="#5a3421"/>`
    );
  }
  if (kind === 'heart') return `<path d="${heartPath(cx, cy, Math.min(w, h) * 0.7)}" fill="#e23e57"/>`;
  if (kind === 'star') return `<path d="${starPath(cx, cy, Math.min(w, h) * 0.38)}" fill="#f4c542"/>`;
  return `<rect x="${x + w * 0.15}" y="${cy - h * 0.16}" width="${w * 0.7}" height="${h * 0.12}" rx="${h * 0.06}" fill="${ink}"/><rect x="${x + w * 0.28}" y="${cy + h * 0.08}" width="${w * 0.44}" height="${h * 0.08}" rx="${h * 0.04}" fill="${ink}" opacity=".6"/>`;
}

export function giftScene(p: Params): string {
  const item = str(p, 'item');
  const c = col(p, 'color');
  const m = str(p, 'motif');
  const ink = luminance(c) > 0.6 ? '#3d348b' : '#ffffff';
  switch (item) {
    case 'mug':
      return `<path d="M560,320q140,0 130,130q-10,110 -140,110" stroke="${shade(c, -0.1)}" stroke-width="44" fill="none"/><path d="M200,250h380v380q0,60 -60,60h-260q-60,0 -60,-60z" fill="${c}" stroke="${shade(c, -0.2)}" stroke-width="4"/><ellipse cx="390" cy="250" rx="190" ry="34" fill="${shade(c, -0.3)}"/><ellipse cx="390" cy="256" rx="170" ry="24" fill="#6f4326"/>${motif(m, 250, 330, 280, 220, ink)}`;
    case 'frame':
      return `<rect x="170" y="140" width="460" height="540" rx="10" fill="${c}"/><rect x="200" y="170" width="400" height="480" fill="${shade(c, -0.25)}"/><rect x="220" y="190" width="360" height="360" fill="#fff"/>${motif(m === 'photo' ? 'photo' : m, 230, 200, 340, 340, '#3d348b')}<rect x="270" y="580" width="260" height="16" rx="8" fill="#fff" opacity=".8"/><rect x="320" y="610" width="160" height="10" rx="5" fill="#fff" opacity=".6"/>`;
    case 'cushion':
      return `<path d="M170,220q230,-50 460,0q50,190 0,380q-230,50 -460,0q-50,-190 0,-380z" fill="${c}"/><path d="M200,250q200,-36 400,0q36,160 0,320q-200,36 -400,0q-36,-160 0,-320z" fill="none" stroke="${shade(c, -0.2)}" stroke-width="4" stroke-dasharray="12 8"/>${motif(m, 270, 300, 260, 220, ink)}`;
    case 'tshirt':
      return `<path d="M280,170l-150,80 50,120 60,-30v370h320v-370l60,30 50,-120 -150,-80q-50,50 -120,0z" fill="${c}" stroke="${shade(c, -0.2)}" stroke-width="5"/>${motif(m, 300, 320, 200, 180, ink)}`;
    case 'keychain':
      return `<circle cx="400" cy="200" r="70" fill="none" stroke="#adb5bd" stroke-width="16"/><path d="M400,270v40" stroke="#adb5bd" stroke-width="12"/><rect x="250" y="310" width="300" height="320" rx="40" fill="${c}" stroke="${shade(c, -0.3)}" stroke-width="6"/>${motif(m, 280, 370, 240, 200, ink === '#ffffff' ? '#3d348b' : ink)}`;
    case 'lamp':
      return `<circle cx="400" cy="380" r="250" fill="${c}" opacity=".35"/><circle cx="400" cy="380" r="200" fill="${shade(c, 0.4)}"/><circle cx="330" cy="320" r="30" fill="${shade(c, 0.1)}"/><circle cx="470" cy="440" r="22" fill="${shade(c, 0.1)}"/><clipPath id="lc"><circle cx="400" cy="380" r="120"/></clipPath><g clip-path="url(#lc)">${motif(m, 280, 260, 240, 240, '#3d348b')}</g><path d="M300,610h200l30,90h-260z" fill="#6f4326"/>`;
    case 'bottle':
      return `<rect x="330" y="110" width="140" height="70" rx="20" fill="#adb5bd"/><path d="M300,180h200q40,40 40,100v380q0,40 -40,40h-200q-40,0 -40,-40v-380q0,-60 40,-100z" fill="${c}"/><path d="M290,240q-10,200 0,420" stroke="#fff" stroke-width="14" opacity=".3" fill="none"/>${motif(m, 310, 330, 180, 200, ink)}`;
    default:
      return `<circle cx="400" cy="400" r="290" fill="${c}"/><circle cx="400" cy="400" r="250" fill="#fff"/><clipPath id="cc"><circle cx="400" cy="400" r="240"/></clipPath><g clip-path="url(#cc)" opacity=".85">${motif(m, 160, 160, 480, 480, '#3d348b')}</g>${Array.from({ length: 12 }, (_, i) => `<rect x="395" y="165" width="10" height="30" fill="#333" transform="rotate(${i * 30} 400 400)"/>`).join('')}<path d="M400,400V250M400,400l110,60" stroke="#1f1f1f" stroke-width="12" stroke-linecap="round"/><circle cx="400" cy="400" r="16" fill="#1f1f1f"/>`;
  }
}

export function renderGift(p: Params): string {
  const view = num(p, 'view');
  const c = col(p, 'color');
  const bg = backdrop('bg', view === 1 ? '#9ed8f5' : luminance(c) > 0.85 ? '#e9a6b5' : c, W, W);
  const scene = `<ellipse cx="400" cy="730" rx="260" ry="26" fill="#000" opacity=".12"/>` + giftScene(p);
  return svgDoc({ width: W, height: W, title: `Personalised ${str(p, 'item')} with ${str(p, 'motif')} print`, defs: bg.defs, body: bg.body + (view === 1 ? `<g transform="translate(-60 -60) scale(1.15)">${scene}</g>` : scene) });
}
