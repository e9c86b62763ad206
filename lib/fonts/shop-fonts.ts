import localFont from 'next/font/local';

// The shop's web fonts: small subsets of npm font packages, cut by scripts/fonts.ts (lib/fonts/font-subsets.ts says
// what each holds) and committed. next/font writes their @font-face rules, serves the files from /_next/static/media
// (the CSP's font-src 'self') and preloads them: together about 13 KB, and both are used in a page's first screen
// (the logo and headings, prices). Text is never held back waiting for them (swap for 'रू', optional for headings).
// next/font reads these options at build time: they must stay literals.

/**
 * 'रू' on every device, also those without a Devanagari font (which drew empty boxes). First in the body's and the
 * headings' font stacks; its unicode-range is exactly the characters in the file, so every other character goes on to
 * the next font and a page without a price never downloads it. Used through the CSS variable (app/globals.css).
 */
export const ugDevanagari = localFont({
  src: './ug-devanagari.woff2',
  weight: '400 700',
  display: 'swap',
  variable: '--font-devanagari',
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0930, U+0942' }],
});

/**
 * Fraunces Bold for the brand's headings and wordmark (`font-display`), instead of whatever serif a device has.
 * font-display: optional. A page's largest paint is often its <h1> in this face: with `swap` it is drawn in the
 * fallback and again when the font arrives, and Lighthouse put the product page's heading paint 1.3 s after its HTML
 * (issue 26). Preloaded, the file is there before the first paint on nearly every visit; when it is not, that page
 * keeps the metric-matched fallback (one paint, no shift) and the next page has the font from the cache.
 */
export const ugDisplay = localFont({
  src: './ug-display-bold.woff2',
  weight: '700',
  display: 'optional',
  preload: true,
  variable: '--font-brand',
  // A fallback face sized to Fraunces' metrics while it loads, so the swap does not move the page.
  adjustFontFallback: 'Times New Roman',
});
