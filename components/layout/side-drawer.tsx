'use client';

import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { HeaderData } from '@/lib/server/services/content/types';
import { clientLazy } from '@/components/ui/client-lazy';
import { useUiStore } from '@/stores/ui-store';
import { MenuIcon } from '@/components/ui/icons';

// The panel (its menus, links and the logo) loads when the button is first pressed: about 2 KiB gzip that every page
// carried for a drawer most visits never open.
const DrawerPanel = clientLazy(() => import('./side-drawer-panel').then((m) => m.DrawerPanel));

/** While the drawer is open: focus stays inside it (Tab wraps), Escape closes it, the page behind does not scroll,
 * and on close focus returns to the menu button. Focus starts on its close button (DrawerPanel does that as it
 * appears: it loads after the press). */
function useModalFocus(open: boolean, close: () => void) {
  const panelRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const opener = openerRef.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        return;
      }
      // Read at the key press: the panel may have appeared after the drawer opened.
      const panel = panelRef.current;
      if (event.key !== 'Tab' || !panel) return;
      const focusable = [...panel.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open, close]);
  return { panelRef, openerRef };
}

/**
 * The menu button and side drawer used below 1280 px (SPEC §2/§9): Home, categories, About, Bazaar, Fun, Blog,
 * Vacancies. A small modal of our own rather than Headless UI's Dialog: the header is on every page, and its content
 * is rendered only while open, so none of it weighs on the page until the button is pressed.
 *
 * The open drawer is rendered into <body> (a portal), not beside the button: the header's backdrop blur makes the
 * header the containing block of every `position: fixed` element inside it, and a drawer left there was cut to the
 * header's height. It is only rendered while open, which never happens on the server, so `document` is there.
 */
export function SideDrawer({ data }: { data: HeaderData }) {
  const open = useUiStore((s) => s.drawerOpen);
  const openDrawer = useUiStore((s) => s.openDrawer);
  const closeDrawer = useUiStore((s) => s.closeDrawer);
  const { panelRef, openerRef } = useModalFocus(open, closeDrawer);
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
        <MenuIcon className="h-6 w-6" />
      </button>
      {open
        ? createPortal(<DrawerPanel data={data} titleId={titleId} panelRef={panelRef} onClose={closeDrawer} />, document.body)
        : null}
    </>
  );
}
