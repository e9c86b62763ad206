import type { Config } from 'tailwindcss';

// Loaded from app/globals.css with `@config`. Breakpoints are SPEC §9's (xs 0, sm 600, md 900, lg 1200, xl 1536)
// plus the two thresholds the layout uses: `mc` (641 px, the mini-cart shows above 640 px) and `dw` (1280 px,
// the side drawer gives way to the full header menu).
const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],
  theme: {
    screens: {
      xs: '0px',
      sm: '600px',
      mc: '641px',
      md: '900px',
      lg: '1200px',
      dw: '1280px',
      xl: '1536px',
    },
    extend: {
      colors: {
        brand: {
          50: '#fff1f3',
          100: '#ffe0e6',
          200: '#ffc6d2',
          300: '#ff9bb0',
          400: '#ff5f85',
          500: '#f8315f',
          600: '#d81b4a', // primary: buttons, links
          700: '#b5103c',
          800: '#960f37',
          900: '#801134',
        },
        cocoa: {
          50: '#faf6f3',
          100: '#f1e8e1',
          200: '#e2cfc1',
          300: '#cfb09a',
          400: '#b98b70',
          500: '#a87155',
          600: '#8f5a45',
          700: '#75483a',
          800: '#613d34',
          900: '#3d2621',
        },
        saffron: { 400: '#fbbf24', 500: '#f59e0b', 600: '#d97706' },
        leaf: { 500: '#16a34a', 600: '#15803d', 700: '#166534' },
      },
      fontFamily: {
        sans: ['var(--font-sans)', 'system-ui', 'Segoe UI', 'Roboto', 'Noto Sans', 'Noto Sans Devanagari', 'sans-serif'],
        display: ['var(--font-display)', 'Georgia', 'serif'],
      },
      fontSize: {
        xs: ['0.75rem', { lineHeight: '1rem' }],
        sm: ['0.875rem', { lineHeight: '1.25rem' }],
        base: ['1rem', { lineHeight: '1.5rem' }],
        lg: ['1.125rem', { lineHeight: '1.75rem' }],
        xl: ['1.25rem', { lineHeight: '1.75rem' }],
        '2xl': ['1.5rem', { lineHeight: '2rem' }],
        '3xl': ['1.875rem', { lineHeight: '2.25rem' }],
        '4xl': ['2.25rem', { lineHeight: '2.5rem' }],
      },
    },
  },
};

export default config;
