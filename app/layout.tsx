import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { siteUrl } from '@/lib/seo/metadata';
import { Providers } from './providers';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: 'Upahar Ghar — Cakes & Gifts Delivered in Nepal', template: '%s | Upahar Ghar' },
  description:
    'Order fresh cakes, flowers and gifts online for same-day delivery across Kathmandu, Lalitpur, Bhaktapur, Pokhara and all of Nepal.',
  applicationName: 'Upahar Ghar',
  openGraph: { siteName: 'Upahar Ghar', locale: 'en_NP', type: 'website' },
};

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#d81b4a',
};

// System fonts only (the theme's stack): no web-font download, no layout shift.
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="min-h-screen font-sans">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
