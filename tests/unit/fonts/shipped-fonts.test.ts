/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { RUPEE_SIGN } from '@/lib/domain/money';
import { CARD_FONTS } from '@/lib/fonts/font-subsets';
import { isCardCharacter } from '@/lib/seo/og-text';
import { SEED_COUPONS } from '@/lib/server/db/seed/cart';
import { buildCatalogue } from '@/lib/server/db/seed/catalogue/build';
import { BLOG_POSTS } from '@/lib/server/db/seed/data/blog';
import { BLOG_COMMENTS } from '@/lib/server/db/seed/data/blog-comments';
import { buildContent } from '@/lib/server/db/seed/data/content';

// The committed font subsets (lib/fonts/*.woff2) against what the shop writes. HarfBuzz reads them in a separate
// process (`scripts/fonts.ts --report`; its WebAssembly build is an ES module jest does not load).

type Shaped = { glyphs: number; advance: number; missing: number };
type FontReport = { file: string; bytes: number; upToDate: boolean; characters: number[]; shaped: Shaped; shapedByFullFont: Shaped };

const root = path.resolve(__dirname, '../../..');
const report = JSON.parse(
  execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/fonts.ts', '--report'], { cwd: root, encoding: 'utf8' }),
) as Record<'devanagari' | 'display', FontReport> &
  Record<(typeof CARD_FONTS)[number]['subset'], FontReport> & { rupeeGlyph: { file: string; upToDate: boolean }; cardCoverage: { file: string; upToDate: boolean } };

const codePoints = (text: string) => [...new Set([...text].map((c) => c.codePointAt(0)!))].sort((a, b) => a - b);

/** Every Devanagari character the shop writes: the rupee sign, and whatever the demo seed's texts hold. */
const devanagariWritten = codePoints(
  [RUPEE_SIGN, JSON.stringify([buildContent(), buildCatalogue(), BLOG_POSTS, BLOG_COMMENTS, SEED_COUPONS])]
    .join('')
    .replace(/[^\u0900-\u097F]/g, ''),
);

/** The unicode-range next/font is told for the Devanagari face (lib/fonts/shop-fonts.ts), as code points. */
function declaredRange(): number[] {
  const source = fs.readFileSync(path.join(root, 'lib/fonts/shop-fonts.ts'), 'utf8');
  const value = /prop: 'unicode-range', value: '([^']+)'/.exec(source)?.[1] ?? '';
  return value.split(',').flatMap((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-').map((hex) => parseInt(hex, 16));
    return Array.from({ length: (to ?? from!) - from! + 1 }, (_, i) => from! + i);
  });
}

describe('the Devanagari font the shop ships', () => {
  const font = report.devanagari;

  it('draws every Devanagari character the shop writes, रू first among them', () => {
    expect(devanagariWritten).toEqual(expect.arrayContaining(codePoints(RUPEE_SIGN)));
    expect(font.characters).toEqual(expect.arrayContaining(devanagariWritten));
  });

  it('shapes रू as the full Noto Sans Devanagari does (the same conjunct glyph and width), with no empty box', () => {
    expect(font.shaped.missing).toBe(0);
    expect(font.shaped).toEqual(font.shapedByFullFont);
  });

  it('is declared to the browser for exactly the characters it has', () => {
    expect(declaredRange()).toEqual(font.characters);
  });

  it('stays small and is what scripts/fonts.ts makes from the npm package, as is the रू outline the social cards draw', () => {
    expect(font.bytes).toBeLessThan(4_000);
    expect(font.upToDate).toBe(true);
    expect(report.rupeeGlyph).toEqual({ file: 'lib/seo/rupee-glyph.ts', upToDate: true });
  });
});

describe('the heading font the shop ships', () => {
  const font = report.display;

  it('draws all printable ASCII like the full Fraunces Bold does, with no empty box', () => {
    expect(font.characters).toEqual(expect.arrayContaining(codePoints(String.fromCharCode(...Array.from({ length: 95 }, (_, i) => 32 + i)))));
    expect(font.shaped.missing).toBe(0);
    expect(font.shaped).toEqual(font.shapedByFullFont);
  });

  it('stays small and is what scripts/fonts.ts makes from the npm package', () => {
    expect(font.bytes).toBeLessThan(16_000);
    expect(font.upToDate).toBe(true);
  });
});

describe('the social cards’ fonts', () => {
  const fonts = CARD_FONTS.map((font) => report[font.subset]);
  const drawn = new Set(fonts.flatMap((font) => font.characters));

  it('draw all printable ASCII, the Devanagari the shop writes, and every character the cards’ text filter lets through', () => {
    const ascii = codePoints(String.fromCharCode(...Array.from({ length: 95 }, (_, i) => 32 + i)));
    expect(ascii.filter((c) => !drawn.has(c))).toEqual([]);
    expect(devanagariWritten.filter((c) => !drawn.has(c))).toEqual([]);
    // lib/seo/og-text.ts keeps a card to CARD_FONT_COVERAGE: exactly what the files hold, no more.
    const allowed = Array.from({ length: 0x3000 }, (_, c) => c).filter(isCardCharacter);
    expect(allowed).toEqual([...drawn].filter((c) => c < 0x3000).sort((a, b) => a - b));
    expect(report.cardCoverage).toEqual({ file: 'lib/seo/card-font-coverage.ts', upToDate: true });
  });

  it('are what scripts/fonts.ts makes from the npm package, and stay small (about 90 KB, read by the server only)', () => {
    for (const font of fonts) expect([font.file, font.upToDate]).toEqual([font.file, true]);
    expect(fonts.reduce((sum, font) => sum + font.bytes, 0)).toBeLessThan(120_000);
  });
});
