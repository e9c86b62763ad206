import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { ugDevanagari, ugDisplay } from '@/lib/fonts/shop-fonts';
import { siteUrl, TWITTER_SITE } from '@/lib/seo/metadata';
import { Providers } from './providers';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: 'Upahar Ghar — Cakes & Gifts Delivered in Nepal', template: '%s | Upahar Ghar' },
  description:
    'Order fresh cakes, flowers and gifts online for same-day delivery across Kathmandu, Lalitpur, Bhaktapur, Pokhara and all of Nepal.',
  applicationName: 'Upahar Ghar',
  // public/: the favicon set and the web app manifest (scripts/favicons.ts draws the PNGs and the ICO from
  // app/icon.svg). Listing icons here replaces Next's own link to app/icon.svg, so it is listed too.
  icons: {
    icon: [
      { url: '/favicon.ico', sizes: '16x16 32x32 48x48' },
      { url: '/icon.svg', type: 'image/svg+xml', sizes: 'any' },
    ],
    apple: [{ url: '/apple-touch-icon.png', sizes: '180x180' }],
  },
  manifest: '/manifest.webmanifest',
  openGraph: { siteName: 'Upahar Ghar', locale: 'en_NP', type: 'website' },
  // Pages with metadata of their own set it again (lib/seo/metadata.ts): Next replaces `twitter` as a whole.
  twitter: { card: 'summary_large_image', site: TWITTER_SITE },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#d81b4a',
};

// Body text uses the device's own sans-serif; two small web fonts (lib/fonts/shop-fonts.ts) add 'रू' and the brand's
// headings. Their classes define the CSS variables the font stacks in app/globals.css start with.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={`${ugDevanagari.variable} ${ugDisplay.variable}`}>
      <body className="min-h-screen font-sans">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
