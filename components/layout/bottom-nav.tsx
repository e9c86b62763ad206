import { CartIcon, GridIcon, HomeIcon, SearchIcon } from '@/components/ui/icons';
import { BottomNavLink } from './bottom-nav-link';

const BOTTOM_NAV_TABS = [
  { href: '/', label: 'Home', Icon: HomeIcon },
  { href: '/categories', label: 'Categories', Icon: GridIcon },
  { href: '/search', label: 'Search', Icon: SearchIcon },
  { href: '/cart', label: 'Cart', Icon: CartIcon },
] as const;

/**
 * The phone tab bar (SPEC §2 footer bottom navigation), fixed at the bottom below 900 px. Rendered on the server:
 * only each tab's link (which tab is current, the cart's count) is client code, and the icons stay out of it.
 */
export function BottomNav() {
  return (
    <nav
      aria-label="Bottom navigation"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-cocoa-100 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid grid-cols-4">
        {BOTTOM_NAV_TABS.map(({ href, label, Icon }) => (
          <li key={href}>
            <BottomNavLink href={href}>
              <Icon className="h-6 w-6" />
              {label}
            </BottomNavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
