// Small helpers shared by the SVG generators. Output is hand-built markup: numbers are rounded to keep files small.

export const FONT = "system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',Arial,sans-serif";

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Rounds to one decimal for compact markup. */
export function r(n: number): number {
  return Math.round(n * 10) / 10;
}

function channels(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16)];
}

function toHex(rgb: [number, number, number]): string {
  return `#${rgb.map((c) => Math.max(0, Math.min(255, Math.round(c))).toString(16).padStart(2, '0')).join('')}`;
}

/** Lightens (amount > 0, towards white) or darkens (amount < 0, towards black) a colour. */
export function shade(hex: string, amount: number): string {
  const [r0, g0, b0] = channels(hex);
  const target = amount >= 0 ? 255 : 0;
  const k = Math.abs(amount);
  return toHex([r0 + (target - r0) * k, g0 + (target - g0) * k, b0 + (target - b0) * k]);
}

export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return toHex([ca[0] + (cb[0] - ca[0]) * t, ca[1] + (cb[1] - ca[1]) * t, ca[2] + (cb[2] - ca[2]) * t]);
}

/** Perceived brightness 0..1, to pick readable text colours. */
export function luminance(hex: string): number {
  const [red, green, blue] = channels(hex);
  return (0.299 * red + 0.587 * green + 0.114 * blue) / 255;
}

export function hash(hex: string): string {
  return hex.startsWith('#') ? hex : `#${hex}`;
}

export type SvgDoc = { width: number; height: number; title: string; defs?: string; body: string };

export function svgDoc({ width, height, title, defs = '', body }: SvgDoc): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `role="img" aria-labelledby="t"><title id="t">${esc(title)}</title>` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>'
  );
}

/** Soft studio backdrop: radial glow plus a floor shadow, shared by all product shots. */
export function backdrop(id: string, tint: string, width: number, height: number): { defs: string; body: string } {
  const defs =
    `<radialGradient id="${id}" cx="50%" cy="38%" r="75%"><stop offset="0" stop-color="${shade(tint, 0.82)}"/>` +
    `<stop offset="1" stop-color="${shade(tint, 0.45)}"/></radialGradient>`;
  return { defs, body: `<rect width="${width}" height="${height}" fill="url(#${id})"/>` };
}

/** A five-point star path centred on (cx, cy). */
export function starPath(cx: number, cy: number, outer: number, inner = outer * 0.45): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    points.push(`${r(cx + radius * Math.cos(angle))},${r(cy + radius * Math.sin(angle))}`);
  }
  return `M${points.join('L')}Z`;
}

/** A heart path centred on (cx, cy) with overall width w. */
export function heartPath(cx: number, cy: number, w: number): string {
  const s = w / 2;
  return (
    `M${r(cx)},${r(cy + s * 0.9)}C${r(cx - s * 1.3)},${r(cy + s * 0.1)} ${r(cx - s * 0.9)},${r(cy - s * 0.95)} ${r(cx)},${r(cy - s * 0.35)}` +
    `C${r(cx + s * 0.9)},${r(cy - s * 0.95)} ${r(cx + s * 1.3)},${r(cy + s * 0.1)} ${r(cx)},${r(cy + s * 0.9)}Z`
  );
}

/**
 * Gives every id in a generated SVG (and every reference to it: url(#…), href="#…", aria-labelledby) a prefix, so a
 * drawing can sit inline in a page beside others without their gradients and titles colliding.
 */
export function scopeIds(svg: string, prefix: string): string {
  const ids = new Set(Array.from(svg.matchAll(/ id="([\w-]+)"/g), (m) => m[1]));
  if (ids.size === 0) return svg;
  return svg.replace(/( id="| aria-labelledby="|url\(#|href="#)([\w-]+)/g, (all, lead: string, id: string) => (ids.has(id) ? `${lead}${prefix}${id}` : all));
}
