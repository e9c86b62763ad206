import { col, num, type Params, str } from './art-spec';
import { backdrop, heartPath, shade, svgDoc } from './svg';

// Soft toys, 800×800: a sitting teddy, panda, bunny or unicorn, optionally holding a heart or a balloon.

const W = 800;

export function toyScene(p: Params): string {
  const animal = str(p, 'animal');
  const fur = col(p, 'fur');
  const accent = col(p, 'accent');
  const prop = str(p, 'prop');
  const dark = animal === 'panda' ? '#1f1f1f' : shade(fur, -0.22);
  const light = shade(fur, 0.45);
  let out = '';
  if (prop === 'balloon') out += `<path d="M560,470Q600,300 590,200" stroke="#777" stroke-width="3" fill="none"/><ellipse cx="590" cy="140" rx="70" ry="84" fill="${accent}"/><path d="M582,222h16l-8,-12z" fill="${accent}"/><ellipse cx="565" cy="110" rx="14" ry="24" fill="#fff" opacity=".4"/>`;
  // Ears behind the head.
  if (animal === 'bunny') out += `<ellipse cx="335" cy="150" rx="38" ry="110" fill="${fur}" transform="rotate(-12 335 150)"/><ellipse cx="335" cy="160" rx="18" ry="80" fill="#f4a6c1" transform="rotate(-12 335 160)"/><ellipse cx="465" cy="150" rx="38" ry="110" fill="${fur}" transform="rotate(12 465 150)"/><ellipse cx="465" cy="160" rx="18" ry="80" fill="#f4a6c1" transform="rotate(12 465 160)"/>`;
  else if (animal === 'unicorn') out += `<path d="M330,220l-10,-70 50,40zM470,220l10,-70 -50,40z" fill="${fur}"/><path d="M380,190l20,-130 20,130z" fill="#f4c542"/><path d="M388,150l24,-8M384,120l30,-10" stroke="#c9a227" stroke-width="5"/>`;
  else out += `<circle cx="282" cy="192" r="50" fill="${dark}"/><circle cx="282" cy="192" r="26" fill="${animal === 'panda' ? '#3a3a3a' : light}"/><circle cx="518" cy="192" r="50" fill="${dark}"/><circle cx="518" cy="192" r="26" fill="${animal === 'panda' ? '#3a3a3a' : light}"/>`;
  // Legs, body, arms.
  out += `<ellipse cx="300" cy="650" rx="80" ry="60" fill="${dark}"/><ellipse cx="500" cy="650" rx="80" ry="60" fill="${dark}"/>`;
  out += `<ellipse cx="285" cy="660" rx="40" ry="34" fill="${light}"/><ellipse cx="515" cy="660" rx="40" ry="34" fill="${light}"/>`;
  out += `<ellipse cx="400" cy="520" rx="170" ry="170" fill="${animal === 'panda' ? '#1f1f1f' : fur}"/><ellipse cx="400" cy="540" rx="105" ry="120" fill="${animal === 'panda' ? '#f7f7f7' : light}"/>`;
  if (animal === 'unicorn') out += `<path d="M260,220q-60,120 -20,260q30,-100 60,-140zM540,220q60,120 20,260q-30,-100 -60,-140z" fill="#ff8fab"/><path d="M250,260q-40,90 -10,180" stroke="#b8a1ff" stroke-width="22" fill="none"/>`;
  out += `<circle cx="400" cy="310" r="150" fill="${fur}"/>`;
  if (animal === 'panda') out += `<ellipse cx="345" cy="300" rx="38" ry="48" fill="#1f1f1f" transform="rotate(-20 345 300)"/><ellipse cx="455" cy="300" rx="38" ry="48" fill="#1f1f1f" transform="rotate(20 455 300)"/>`;
  out += `<ellipse cx="400" cy="370" rx="70" ry="52" fill="${animal === 'panda' ? '#fff' : light}"/>`;
  out += `<circle cx="350" cy="300" r="14" fill="#1a1a1a"/><circle cx="450" cy="300" r="14" fill="#1a1a1a"/><circle cx="355" cy="295" r="5" fill="#fff"/><circle cx="455" cy="295" r="5" fill="#fff"/>`;
  out += `<ellipse cx="400" cy="350" rx="22" ry="15" fill="#2b1a10"/><path d="M400,365v18M380,395q20,16 40,0" stroke="#2b1a10" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  out += `<circle cx="320" cy="360" r="18" fill="#ff8fab" opacity=".45"/><circle cx="480" cy="360" r="18" fill="#ff8fab" opacity=".45"/>`;
  if (prop === 'bow') out += `<path d="M400,460l-80,-40v80zM400,460l80,-40v80z" fill="${accent}"/><circle cx="400" cy="460" r="20" fill="${shade(accent, -0.2)}"/>`;
  if (prop === 'heart') out += `<path d="${heartPath(400, 540, 180)}" fill="${accent}"/><path d="${heartPath(400, 540, 180)}" fill="none" stroke="#fff" stroke-width="5" stroke-dasharray="10 8" transform="translate(400 540) scale(.82) translate(-400 -540)"/>`;
  out += `<ellipse cx="250" cy="520" rx="48" ry="86" fill="${dark}" transform="rotate(${prop === 'heart' ? -40 : 20} 250 520)"/><ellipse cx="550" cy="520" rx="48" ry="86" fill="${dark}" transform="rotate(${prop === 'heart' || prop === 'balloon' ? 40 : -20} 550 520)"/>`;
  return out;
}

export function renderToy(p: Params): string {
  const view = num(p, 'view');
  const bg = backdrop('bg', view === 1 ? col(p, 'accent') : col(p, 'fur'), W, W);
  const scene = `<ellipse cx="400" cy="710" rx="260" ry="30" fill="#000" opacity=".12"/>` + toyScene(p);
  return svgDoc({ width: W, height: W, title: `Soft toy ${str(p, 'animal')}`, defs: bg.defs, body: bg.body + (view === 1 ? `<g transform="translate(-80 -30) scale(1.2)">${scene}</g>` : scene) });
}
