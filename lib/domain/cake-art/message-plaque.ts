import { esc, r, shade } from '@/lib/domain/art/svg';
import type { CakeColours } from './types';

// The shopper's message on the cake: piped in chocolate on a white sugar plaque, so it reads on any icing and over
// any decoration. Long messages take two lines rather than shrinking to nothing.

const LINE_CHARS = 22;
const CHAR_WIDTH = 0.64; // of the font size: bold italic serif, wide where Georgia is missing (DejaVu Serif)
const PADDING = 48;

/** Splits at the space nearest the middle when the text is longer than one comfortable line. */
export function plaqueLines(message: string): string[] {
  const text = message.trim();
  if (text.length <= LINE_CHARS) return [text];
  const middle = text.length / 2;
  let cut = -1;
  for (let i = 0; i < text.length; i++) {
    // On a tie the later space wins: "Happy Birthday / Aama" reads better than "Happy / Birthday Aama".
    if (text[i] === ' ' && (cut === -1 || Math.abs(i - middle) <= Math.abs(cut - middle))) cut = i;
  }
  if (cut === -1) cut = Math.ceil(middle);
  return [text.slice(0, cut).trim(), text.slice(cut).trim()].filter(Boolean);
}

/** A plaque centred on (cx, cy), at most maxWidth wide. */
export function messagePlaque(message: string, cx: number, cy: number, maxWidth: number, c: CakeColours): string {
  const lines = plaqueLines(message);
  if (lines.length === 0 || lines[0] === '') return '';
  const longest = Math.max(...lines.map((l) => l.length));
  const size = Math.max(14, Math.min(34, (maxWidth - PADDING) / (CHAR_WIDTH * longest)));
  const width = Math.min(maxWidth, longest * CHAR_WIDTH * size + PADDING);
  const lineHeight = size * 1.15;
  const height = lines.length * lineHeight + size * 0.7;
  const ink = shade(c.accent, -0.45);
  const top = cy - height / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="${r(cx)}" y="${r(top + size * 0.35 + lineHeight * (i + 0.8))}" font-size="${r(size)}" font-style="italic" font-weight="700" text-anchor="middle" fill="${ink}" font-family="Georgia,serif">${esc(line)}</text>`,
    )
    .join('');
  return (
    `<g data-part="message"><rect x="${r(cx - width / 2 + 3)}" y="${r(top + 5)}" width="${r(width)}" height="${r(height)}" rx="${r(Math.min(24, height / 3))}" fill="#000" opacity=".12"/>` +
    `<rect x="${r(cx - width / 2)}" y="${r(top)}" width="${r(width)}" height="${r(height)}" rx="${r(Math.min(24, height / 3))}" fill="#fffaf2" stroke="${shade(c.accent, -0.1)}" stroke-width="3"/>` +
    `${text}</g>`
  );
}
