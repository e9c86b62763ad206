import Link from 'next/link';

/** The shop's wordmark: a gift-box cake mark and "Upahar Ghar" in the brand's heading font, as an inline SVG. */
export function LogoMark({ className = 'h-7 w-auto sm:h-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 190 40" className={className} role="img" aria-label="Upahar Ghar">
      <title>Upahar Ghar</title>
      <rect x="2" y="14" width="28" height="22" rx="4" fill="#d81b4a" />
      <rect x="14" y="14" width="4" height="22" fill="#fbbf24" />
      <rect x="2" y="21" width="28" height="4" fill="#fbbf24" />
      <path d="M16 14c-3-6-10-7-10-2.5C6 14 12 14 16 14Zm0 0c3-6 10-7 10-2.5C26 14 20 14 16 14Z" fill="#960f37" />
      <circle cx="16" cy="5" r="2.2" fill="#f59e0b" />
      {/* font-display: the brand's Fraunces (lib/fonts/shop-fonts.ts); an inline SVG's text can use the page's fonts. */}
      <text
        x="38"
        y="27"
        className="font-display"
        fontSize="21"
        fontWeight="700"
        fill="#3d2621"
        letterSpacing="-0.3"
      >
        Upahar
        <tspan fill="#d81b4a"> Ghar</tspan>
      </text>
    </svg>
  );
}

export function Logo() {
  return (
    <Link href="/" aria-label="Upahar Ghar home" className="inline-flex shrink-0 items-center rounded-md py-1">
      <LogoMark />
    </Link>
  );
}
