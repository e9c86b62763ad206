import Link from 'next/link';
import type { HeaderData } from '@/lib/server/services/content/types';
import { CartIcon, ChevronLeftIcon, ChevronRightIcon, DiceIcon, LogoutIcon, MenuIcon, SearchIcon, UserIcon } from '@/components/ui/icons';
import { CampaignLink } from './campaign-link';
import { CartLink } from './cart-link';
import { type AccountIcons, VisitorLinks } from './account-links';
import { HeaderAccount } from './header-account';
import { HeaderSearch } from './header-search';
import { HeaderSearchFields } from './header-search-fields';
import { HeaderStrip } from './header-strip';
import { Logo } from './logo';
import { MegaMenu } from './mega-menu';
import { PlayLink } from './play-link';
import { SideDrawer } from './side-drawer';
import { TopMenu } from './top-menu';

// Short classes from app/globals.css: the header is in every page's HTML and RSC payload.
const navLinkClass = 'nav-link';
const stripLinkClass = 'strip-link';

// The icons inside the header's client components are drawn here, on the server, and handed to them as markup: their
// paths then travel once in the HTML instead of as code in every page's JavaScript.
const accountIcons: AccountIcons = {
  user: <UserIcon className="h-5 w-5" />,
  account: <UserIcon className="h-6 w-6" />,
  logout: <LogoutIcon className="h-5 w-5" />,
};
const stripArrows = { before: <ChevronLeftIcon className="h-5 w-5" />, after: <ChevronRightIcon className="h-5 w-5" /> };
const play = (
  <>
    <DiceIcon className="h-4 w-4" />
    Play!
  </>
);

/**
 * The site header (SPEC §2). Server-rendered from the header data; the parts that depend on this visitor (login
 * state, cart count) or on interaction (menus, drawer) are small client components inside it.
 *
 * The backdrop blur makes this element the containing block of `position: fixed` descendants: anything meant to cover
 * the screen (the side drawer) is rendered into <body> with a portal; dropdowns are `absolute` and unaffected.
 */
export function Header({ data }: { data: HeaderData }) {
  return (
    <header className="sticky top-0 z-40 border-b border-cocoa-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-[1280px] items-center gap-2 px-3 sm:gap-4 sm:px-6">
        <SideDrawer data={data} icon={<MenuIcon className="h-6 w-6" />} />
        <Logo />
        <div className="hidden flex-1 justify-center md:flex">
          <HeaderSearch className="max-w-xl">
            <HeaderSearchFields />
          </HeaderSearch>
        </div>
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1 md:ml-0">
          <Link
            href="/search"
            aria-label="Search"
            className="icon-btn md:hidden"
          >
            <SearchIcon className="h-6 w-6" />
          </Link>
          <HeaderAccount icons={accountIcons}>
            <VisitorLinks icon={accountIcons.user} />
          </HeaderAccount>
          <CartLink>
            <CartIcon className="h-6 w-6" />
          </CartLink>
        </div>
      </div>

      {/* Wide screens: the full menu bar. */}
      <nav aria-label="Main" className="relative hidden border-t border-cocoa-100 dw:block">
        <div className="mx-auto flex h-14 max-w-[1280px] items-center gap-1 px-6">
          <MegaMenu categories={data.categories} />
          <Link href="/" className={`${navLinkClass} ml-2`}>
            Home
          </Link>
          <TopMenu menu={data.topMenu.about} />
          <TopMenu menu={data.topMenu.bazaar} />
          <TopMenu menu={data.topMenu.fun} />
          <Link href="/blogs" className={navLinkClass}>
            Blog
          </Link>
          <Link href="/careers" className={navLinkClass}>
            Vacancies
          </Link>
          <div className="ml-auto flex items-center gap-1">
            <CampaignLink campaign={data.campaign} className={`${navLinkClass} text-brand-700`} />
            <PlayLink className={`${navLinkClass} bg-saffron-400/25 text-cocoa-900`}>{play}</PlayLink>
          </div>
        </div>
      </nav>

      {/* Below 1280 px the menu lives in the drawer; keep the campaign and the game one tap away. */}
      <div className="border-t border-cocoa-100 bg-cocoa-50 dw:hidden">
        <HeaderStrip arrows={stripArrows}>
          <CampaignLink campaign={data.campaign} className={`${stripLinkClass} text-brand-700`} />
          <PlayLink className={stripLinkClass}>{play}</PlayLink>
          <Link href="/categories" className={stripLinkClass}>
            Categories
          </Link>
          <Link href="/products/urgent" className={stripLinkClass}>
            Urgent cakes
          </Link>
          <Link href="/blogs" className={stripLinkClass}>
            Blog
          </Link>
        </HeaderStrip>
      </div>
    </header>
  );
}
