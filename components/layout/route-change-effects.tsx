'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { useUiStore } from '@/stores/ui-store';

/**
 * SPEC §2: every route change scrolls to the top and sets the search-bar-visible flag. Also closes the drawer, so
 * a link tapped inside it does not leave it covering the new page. Renders nothing.
 */
export function RouteChangeEffects() {
  const pathname = usePathname();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    const ui = useUiStore.getState();
    ui.setSearchBarVisible(true);
    ui.closeDrawer();
  }, [pathname]);
  return null;
}
