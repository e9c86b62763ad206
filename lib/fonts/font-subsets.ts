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
};

const PRINTABLE_ASCII = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');

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
} satisfies Record<string, FontSubset>;
