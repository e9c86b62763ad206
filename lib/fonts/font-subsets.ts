import { RUPEE_SIGN } from '@/lib/domain/money';

// What each of the shop's font files holds. scripts/fonts.ts cuts them from npm font packages (only the npm registry
// is reachable at build time, so next/font/google cannot be used) and writes them beside this file;
// lib/fonts/shop-fonts.ts hands them to next/font/local. Change a text here, run `npx tsx scripts/fonts.ts`, commit.

export type FontSubset = {
  /** Written here, relative to the repository. */
  file: string;
  /** The npm package's font file it is cut from, relative to node_modules. */
  source: string;
  /** Every character the subset must draw (glyphs the shaping of these needs, such as conjuncts, come along). */
  text: string;
  /** For a variable source: the weight range kept (fewer masters, a smaller file). */
  weights?: { min: number; max: number };
  /** For a variable source: the one weight kept, a static font (satori, which draws the social cards, reads no variations). */
  weight?: number;
  /** woff2 (browsers, the default) or woff (satori reads TTF, OTF and WOFF, not WOFF2). */
  format?: 'woff2' | 'woff';
};

const PRINTABLE_ASCII = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

const NOTO_DEVANAGARI = '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari';
/** Latin-1 and the punctuation, currency and symbols of General Punctuation that names and titles use. */
const CARD_LATIN = `${PRINTABLE_ASCII}${range(0xa0, 0xff)}${range(0x2010, 0x2027)}${range(0x2030, 0x203a)}€™−`;
/** Latin Extended-A: names such as Śrī, Łukasz, Ōsaka. */
const CARD_LATIN_EXT = range(0x100, 0x17f);
/** The Devanagari block, and the joiners that steer its conjuncts. */
const CARD_DEVANAGARI = `${range(0x900, 0x97f)}\u200c\u200d`;

export const FONT_SUBSETS = {
  /**
   * Devanagari for 'रू', the rupee sign in every price: Noto Sans Devanagari, weights 400–700 (prices are regular,
   * semibold or bold). Devices without a Devanagari font drew it as empty boxes. About 1.5 KB. The shop writes no
   * other Devanagari today; tests/unit/fonts/shipped-fonts.test.ts fails if the seed starts to.
   */
  devanagari: {
    file: 'lib/fonts/ug-devanagari.woff2',
    source: '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2',
    text: RUPEE_SIGN,
    weights: { min: 400, max: 700 },
  },
  /**
   * The brand's headings (`font-display`, always bold): Fraunces Bold, printable ASCII and the punctuation the
   * shop's names and titles use. Other characters fall back to Georgia/serif one by one. About 12 KB.
   */
  display: {
    file: 'lib/fonts/ug-display-bold.woff2',
    source: '@fontsource/fraunces/files/fraunces-latin-700-normal.woff2',
    text: `${PRINTABLE_ASCII}‘’“”–—…•·×°é`,
  },
  /**
   * The social cards' fonts (1200×630 pictures drawn on the server by satori: lib/server/seo/og-image.tsx), Noto Sans
   * in the Latin, Latin Extended-A and Devanagari cuts of the same npm package, as static WOFF files of one weight
   * each. With them a card never needs a font from outside the shop: satori asks Google Fonts for any character its
   * fonts lack, at render time. Characters none of them has (emoji, other scripts) are left out of a card's text
   * (lib/seo/og-text.ts, by lib/seo/card-font-coverage.ts, which scripts/fonts.ts writes from these files).
   * satori does not shape Devanagari (conjuncts and vowel signs are drawn letter by letter), so 'रू' in an amount is
   * drawn as its outline (lib/seo/rupee-glyph.ts); other Devanagari, in a name or title someone wrote, is legible.
   */
  cardSans: { file: 'lib/fonts/ug-card-sans-400.woff', source: `${NOTO_DEVANAGARI}-latin-wght-normal.woff2`, text: CARD_LATIN, weight: 400, format: 'woff' },
  cardSansBold: { file: 'lib/fonts/ug-card-sans-700.woff', source: `${NOTO_DEVANAGARI}-latin-wght-normal.woff2`, text: CARD_LATIN, weight: 700, format: 'woff' },
  cardLatinExt: { file: 'lib/fonts/ug-card-latin-ext-400.woff', source: `${NOTO_DEVANAGARI}-latin-ext-wght-normal.woff2`, text: CARD_LATIN_EXT, weight: 400, format: 'woff' },
  cardLatinExtBold: { file: 'lib/fonts/ug-card-latin-ext-700.woff', source: `${NOTO_DEVANAGARI}-latin-ext-wght-normal.woff2`, text: CARD_LATIN_EXT, weight: 700, format: 'woff' },
  cardDevanagari: { file: 'lib/fonts/ug-card-devanagari-400.woff', source: `${NOTO_DEVANAGARI}-devanagari-wght-normal.woff2`, text: CARD_DEVANAGARI, weight: 400, format: 'woff' },
} satisfies Record<string, FontSubset>;

/** The social cards' fonts, in the order satori falls back through them: the name each is given to satori. */
export const CARD_FONTS = [
  { subset: 'cardSans', family: 'UG Card', weight: 400 },
  { subset: 'cardSansBold', family: 'UG Card', weight: 700 },
  { subset: 'cardLatinExt', family: 'UG Card Latin Ext', weight: 400 },
  { subset: 'cardLatinExtBold', family: 'UG Card Latin Ext', weight: 700 },
  { subset: 'cardDevanagari', family: 'UG Card Devanagari', weight: 400 },
] as const satisfies readonly { subset: keyof typeof FONT_SUBSETS; family: string; weight: number }[];
