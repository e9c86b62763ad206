import Link from 'next/link';
import type { ReactNode } from 'react';
import { LogoMark } from '@/components/layout/logo';

// Login, register, verification and password pages (SPEC §2 standalone pages): no header or footer, one calm card
// in the middle of the screen and the logo to find the way back to the shop.
export default function StandaloneLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center bg-gradient-to-b from-brand-50 via-white to-cocoa-50 px-4 py-8 sm:py-12">
      <Link href="/" aria-label="Upahar Ghar home" className="mb-6 inline-flex rounded-md py-1 sm:mb-8">
        <LogoMark className="h-9 w-auto sm:h-10" />
      </Link>
      <main id="main" className="w-full max-w-md rounded-3xl border border-cocoa-100 bg-white p-5 shadow-sm sm:p-8">
        {children}
      </main>
      <p className="mt-6 text-center text-sm text-gray-700">
        <Link href="/" className="font-medium text-brand-700 hover:underline">
          Back to the shop
        </Link>
      </p>
    </div>
  );
}
