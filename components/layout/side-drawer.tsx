'use client';

import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { HeaderData } from '@/lib/server/services/content/types';
import { clientLazy } from '@/components/ui/client-lazy';
import { useUiStore } from '@/stores/ui-store';

// The panel (its menus, links and the logo, and what keeps focus inside it) loads when the button is first pressed:
// about 2.5 KiB gzip that every page carried for a drawer most visits never open.
const DrawerPanel = clientLazy(() => import('./side-drawer-panel').then((m) => m.DrawerPanel));

/**
 * The menu button and side drawer used below 1280 px (SPEC §2/§9): Home, categories, About, Bazaar, Fun, Blog,
 * Vacancies. A small modal of our own rather than Headless UI's Dialog: the header is on every page, and its content
 * is rendered only while open, so none of it weighs on the page until the button is pressed.
 *
 * The open drawer is rendered into <body> (a portal), not beside the button: the header's backdrop blur makes the
 * header the containing block of every `position: fixed` element inside it, and a drawer left there was cut to the
 * header's height. It is only rendered while open, which never happens on the server, so `document` is there.
 * `icon` is the menu button's icon, rendered by the (server) header.
 */
export function SideDrawer({ data, icon }: { data: HeaderData; icon: ReactNode }) {
  const open = useUiStore((s) => s.drawerOpen);
  const openDrawer = useUiStore((s) => s.openDrawer);
  const closeDrawer = useUiStore((s) => s.closeDrawer);
  const openerRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  return (
    <>
      <button
        ref={openerRef}
        type="button"
        onClick={openDrawer}
        aria-label="Open menu"
        aria-expanded={open}
        className="icon-btn dw:hidden"
      >
        {icon}
      </button>
      {open
        ? createPortal(<DrawerPanel data={data} titleId={titleId} openerRef={openerRef} onClose={closeDrawer} />, document.body)
        : null}
    </>
  );
}
