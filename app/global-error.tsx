'use client';

import './globals.css';

// The root layout itself failed: this replaces the whole document, so it brings its own <html> and <body>.
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body className="min-h-screen bg-white font-sans text-gray-900">
        <title>Something went wrong | Upahar Ghar</title>
        <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
          <h1 className="text-3xl font-bold text-cocoa-900">Something went wrong</h1>
          <p className="mt-3 text-cocoa-800">Upahar Ghar could not load. Please try again in a moment.</p>
          <div className="mt-6 flex gap-3">
            <button
              type="button"
              onClick={reset}
              className="min-h-11 rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
            >
              Try again
            </button>
            {/* A full page load on purpose: the app's client state may be what broke. */}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
            <a href="/" className="inline-flex min-h-11 items-center rounded-full border border-brand-600 px-6 font-semibold text-brand-700">
              Home Page
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
