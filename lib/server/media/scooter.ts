import { col, num, type Params, str } from './art-spec';
import { backdrop, shade, svgDoc } from './svg';

// Electric two-wheelers, 800×800, side view.

const W = 800;

function wheel(x: number, y: number, rr: number): string {
  return `<circle cx="${x}" cy="${y}" r="${rr}" fill="#1f1f1f"/><circle cx="${x}" cy="${y}" r="${rr * 0.6}" fill="#adb5bd"/><circle cx="${x}" cy="${y}" r="${rr * 0.2}" fill="#495057"/>`;
}

export function scooterScene(p: Params): string {
  const style = str(p, 'style');
  const body = col(p, 'body');
  const dark = shade(body, -0.3);
  if (style === 'ebike') {
    return (
      wheel(220, 560, 130) + `<circle cx="220" cy="560" r="112" fill="none" stroke="#ced4da" stroke-width="4"/>` +
      wheel(590, 560, 130) + `<circle cx="590" cy="560" r="112" fill="none" stroke="#ced4da" stroke-width="4"/>` +
      `<path d="M220,560L360,360H560L590,560M360,360L420,560L560,360M420,560L220,560" stroke="${body}" stroke-width="22" fill="none" stroke-linejoin="round"/>` +
      `<rect x="370" y="380" width="150" height="60" rx="14" fill="${dark}" transform="rotate(-8 445 410)"/><rect x="390" y="392" width="40" height="12" rx="6" fill="#3bceac"/>` +
      `<path d="M560,360L540,260h60" stroke="#343a40" stroke-width="16" fill="none" stroke-linecap="round"/><path d="M330,330h80" stroke="#1f1f1f" stroke-width="26" stroke-linecap="round"/><path d="M360,360l-20,-30" stroke="#343a40" stroke-width="14"/>` +
      `<circle cx="420" cy="560" r="26" fill="#495057"/><path d="M420,560l30,40" stroke="#343a40" stroke-width="10"/>`
    );
  }
  const moped = style === 'moped';
  const rr = moped ? 100 : 88;
  return (
    `<path d="M110,600a120,120 0 0 1 240,0" fill="${dark}"/>` +
    wheel(230, 600, rr) +
    wheel(600, 600, rr) +
    `<path d="M520,600a80,80 0 0 1 160,0h-20a60,60 0 0 0 -120,0z" fill="${dark}"/>` +
    `<path d="M585,300L600,600" stroke="#495057" stroke-width="16"/>` +
    `<path d="M110,560C110,470 170,420 260,412H440C460,412 462,440 456,470L446,530H520L552,300Q560,270 590,270L606,300Q590,420 572,560Q560,600 520,600H300Q160,600 110,560Z" fill="${body}"/>` +
    `<path d="M190,408q0,-36 60,-40h170q30,0 30,40z" fill="#1f1f1f"/>` +
    `<path d="M585,285L575,190M540,186h90" stroke="#343a40" stroke-width="16" stroke-linecap="round" fill="none"/><ellipse cx="604" cy="240" rx="18" ry="24" fill="#fff3b0" stroke="${dark}" stroke-width="6"/>` +
    `<path d="M140,520q40,-60 130,-70" stroke="#fff" stroke-width="8" opacity=".35" fill="none"/><rect x="300" y="470" width="90" height="22" rx="8" fill="#3bceac" opacity=".9"/>` +
    (moped ? `<rect x="90" y="392" width="120" height="20" rx="6" fill="#495057"/><path d="M100,412v40" stroke="#495057" stroke-width="10"/>` : '')
  );
}

export function renderScooter(p: Params): string {
  const view = num(p, 'view');
  const bg = backdrop('bg', view === 1 ? '#adb5bd' : col(p, 'body'), W, W);
  const scene = `<ellipse cx="400" cy="700" rx="320" ry="26" fill="#000" opacity=".15"/>` + scooterScene(p);
  return svgDoc({ width: W, height: W, title: `Electric ${str(p, 'style')}`, defs: bg.defs, body: bg.body + (view === 1 ? `<g transform="translate(-80 -80) scale(1.2)">${scene}</g>` : scene) });
}
