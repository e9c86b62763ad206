import type { SVGProps } from 'react';

// Small line icons drawn for the shop (24×24, currentColor). Decorative by default: the link or button around them
// carries the accessible name. The stroke settings live in the `.i` class (app/globals.css) rather than on every
// <svg>: the header and footer show a dozen icons on every page, each sent in the HTML and the RSC payload.

type IconProps = SVGProps<SVGSVGElement> & { className?: string };

function Svg({ className = 'h-5 w-5', children, ...rest }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`i ${className}`} {...rest}>
      {children}
    </svg>
  );
}

export const HomeIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5 9.5V21h5v-6h4v6h5V9.5" />
  </Svg>
);

export const GridIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3.5" y="3.5" width="7" height="7" rx="1.5" />
    <rect x="13.5" y="3.5" width="7" height="7" rx="1.5" />
    <rect x="3.5" y="13.5" width="7" height="7" rx="1.5" />
    <rect x="13.5" y="13.5" width="7" height="7" rx="1.5" />
  </Svg>
);

export const SearchIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </Svg>
);

export const CartIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M3 4h2.2l2.3 11.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.1" />
    <circle cx="9.5" cy="20" r="1.3" />
    <circle cx="17.5" cy="20" r="1.3" />
  </Svg>
);

export const UserIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.2-4 4.3-6 8-6s6.8 2 8 6" />
  </Svg>
);

export const MenuIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 6.5h16M4 12h16M4 17.5h16" />
  </Svg>
);

export const CloseIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Svg>
);

export const ChevronDownIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m6 9 6 6 6-6" />
  </Svg>
);

export const ChevronLeftIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m15 6-6 6 6 6" />
  </Svg>
);

export const ChevronRightIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="m9 6 6 6-6 6" />
  </Svg>
);

export const PhoneIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M5 3.5h3.2l1.6 4-2 1.3a11 11 0 0 0 5.4 5.4l1.3-2 4 1.6V17a2 2 0 0 1-2 2C10 19 5 14 5 6.5V5.5a2 2 0 0 1 0-2Z" />
  </Svg>
);

export const MapPinIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 21s-6.5-6.2-6.5-11.2a6.5 6.5 0 0 1 13 0C18.5 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.8" r="2.3" />
  </Svg>
);

export const DiceIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="3.5" />
    <circle cx="8.5" cy="8.5" r="1" fill="currentColor" />
    <circle cx="15.5" cy="15.5" r="1" fill="currentColor" />
    <circle cx="12" cy="12" r="1" fill="currentColor" />
  </Svg>
);

export const LogoutIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4" />
    <path d="M10 16l-4-4 4-4M6 12h10" />
  </Svg>
);

/** Brand marks, simplified to filled glyphs in currentColor. */
function Filled({ className = 'h-5 w-5', d }: { className?: string; d: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" className={className}>
      <path d={d} />
    </svg>
  );
}

export const socialIcons: Record<string, (p: { className?: string }) => React.JSX.Element> = {
  facebook: (p) => (
    <Filled {...p} d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4A20 20 0 0 0 14.3 4c-2.2 0-3.8 1.4-3.8 3.9v2.6H8v3h2.5V21h3Z" />
  ),
  twitter: (p) => <Filled {...p} d="M4 4h4.6l3.6 5 4.2-5H19l-5.6 6.6L20 20h-4.6l-3.9-5.4L6.9 20H4.4l6-7L4 4Z" />,
  linkedin: (p) => (
    <Filled {...p} d="M4.5 9h3v11h-3V9Zm1.5-5a1.8 1.8 0 1 1 0 3.6A1.8 1.8 0 0 1 6 4Zm4 5h2.9v1.5c.4-.8 1.5-1.7 3.1-1.7 3.3 0 3.9 2.1 3.9 4.9V20h-3v-5.5c0-1.3 0-3-1.8-3s-2.1 1.4-2.1 2.9V20h-3V9Z" />
  ),
  instagram: (p) => (
    <Filled {...p} d="M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3H8Zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7Zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3ZM17 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z" />
  ),
  youtube: (p) => (
    <Filled {...p} d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12c0 1.6.1 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.7 19 12 19 12 19s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.3-1.6.4-3.2.4-4.8s-.1-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z" />
  ),
};

export const ViberIcon = (p: { className?: string }) => (
  <Filled {...p} d="M12 2.5c5 0 8.5 2.6 8.5 8.3 0 5.5-3.6 8-8.5 8-.8 0-1.5 0-2.2-.2L6.5 21v-3.2C4.5 16.5 3.5 14 3.5 10.8 3.5 5.1 7 2.5 12 2.5Zm-2.6 4.3c-.3 0-.7.2-1 .6-.5.6-.5 1.4-.2 2.2a11 11 0 0 0 5.7 5.7c.8.3 1.6.2 2.2-.3.4-.3.6-.7.5-1.1l-1.8-1.3a.8.8 0 0 0-1 .1l-.5.6a6 6 0 0 1-2.9-2.9l.6-.5a.8.8 0 0 0 .1-1L10 7a.7.7 0 0 0-.6-.2Z" />
);

export const WhatsAppIcon = (p: { className?: string }) => (
  <Filled {...p} d="M12 2.5a9.5 9.5 0 0 0-8.2 14.3L2.5 21.5l4.8-1.3A9.5 9.5 0 1 0 12 2.5Zm-3 5c.3 0 .5 0 .7.5l.9 2.1c.1.3 0 .5-.1.7l-.6.7c-.1.2-.2.3 0 .6a7.4 7.4 0 0 0 3.6 3.1c.3.1.5.1.6-.1l.8-1c.2-.3.4-.2.7-.1l2 1c.3.1.5.2.5.4 0 .4 0 1.2-.6 1.8-.5.6-1.5.9-2.2.9-1 0-2.5-.4-4.4-2a10 10 0 0 1-2.7-3.7c-.4-1.1-.2-2.1.2-2.7.4-.5.7-.7 1-.7Z" />
);

export const AppleIcon = (p: { className?: string }) => (
  <Filled {...p} d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7a4.6 4.6 0 0 0-3.6-2c-1.5-.2-3 .9-3.7.9-.8 0-2-.9-3.2-.8-1.7 0-3.2 1-4 2.4-1.7 3-.5 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.2-.8 1.5 0 1.9.8 3.2.8 1.3 0 2.2-1.2 3-2.4a10 10 0 0 0 1.3-2.8c-.1 0-2.5-1-2.5-3.8ZM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4Z" />
);

export const PlayStoreIcon = (p: { className?: string }) => (
  <Filled {...p} d="M4 3.2c-.3.2-.5.6-.5 1.1v15.4c0 .5.2.9.5 1.1l8.7-8.8L4 3.2Zm9.8 9.9 2.4 2.4-10.3 5.9 7.9-8.3Zm0-2.2L5.9 2.6l10.3 5.9-2.4 2.4Zm3.6-1.8 2.9 1.7c.9.5.9 1.9 0 2.4l-2.9 1.7-2.6-2.9 2.6-2.9Z" />
);
