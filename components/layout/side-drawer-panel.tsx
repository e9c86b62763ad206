'use client';

import Link from 'next/link';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import type { HeaderData, Menu } from '@/lib/server/services/content/types';
import { ChevronDownIcon, CloseIcon } from '@/components/ui/icons';
import { LogoMark } from './logo';

// The open side drawer's content: its own module, loaded when the menu button is first pressed (./side-drawer.tsx).

const rowClass =
  'flex min-h-11 w-full items-center justify-between rounded-lg px-3 text-left text-[15px] font-medium text-cocoa-900 hover:bg-brand-50 hover:text-brand-700';
const subRowClass = 'flex min-h-9 items-center rounded-lg px-3 text-sm text-gray-700 hover:bg-brand-50 hover:text-brand-700';

type Item = { title: string; url: string };

function DrawerSection({ title, items, onNavigate }: { title: string; items: Item[]; onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        data-open={open ? '' : undefined}
        onClick={() => setOpen((value) => !value)}
        className={`${rowClass} group`}
      >
        {title}
        <ChevronDownIcon className="h-4 w-4 transition-transform group-data-open:rotate-180" />
      </button>
      {open ? (
        <ul id={listId} className="mb-1 ml-3 border-l border-cocoa-100 pl-2">
          {items.map((item) => (
            <li key={item.url + item.title}>
              <Link href={item.url} onClick={onNavigate} className={subRowClass}>
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

const menuItems = (menu: Menu): Item[] => menu.items.map((i) => ({ title: i.title, url: i.url }));

type PanelProps = { data: HeaderData; titleId: string; openerRef: RefObject<HTMLButtonElement | null>; onClose: () => void };

/**
 * While the drawer is open (this panel is mounted only then): focus starts on its close button and stays inside it
 * (Tab wraps), Escape closes it, the page behind does not scroll, and on close focus returns to the menu button.
 * Here rather than beside the button, so its code loads with the panel.
 */
function useModalFocus(openerRef: RefObject<HTMLButtonElement | null>, close: () => void) {
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = openerRef.current;
    panelRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        close();
        return;
      }
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
  }, [openerRef, close]);
  return panelRef;
}

/** The open drawer: a backdrop and the panel, over the whole screen. */
export function DrawerPanel({ data, titleId, openerRef, onClose }: PanelProps) {
  const panelRef = useModalFocus(openerRef, onClose);
  return (
    <div className="fixed inset-0 z-50 dw:hidden">
      <div className="absolute inset-0 bg-cocoa-900/40" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="absolute inset-y-0 left-0 flex w-full max-w-xs flex-col overflow-y-auto bg-white shadow-2xl"
      >
        <div className="flex items-center justify-between border-b border-cocoa-100 px-4 py-3">
          <h2 id={titleId} className="text-lg font-semibold text-cocoa-900">
            Menu
          </h2>
          <button
            type="button"
            data-autofocus
            onClick={onClose}
            aria-label="Close menu"
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-cocoa-900 hover:bg-brand-50"
          >
            <CloseIcon className="h-6 w-6" />
          </button>
        </div>
        <nav aria-label="Menu" className="flex-1 px-2 py-3">
          <ul className="space-y-0.5">
            <li>
              <Link href="/" onClick={onClose} className={rowClass}>
                Home
              </Link>
            </li>
            <li>
              <p className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-gray-600">Categories</p>
              <ul>
                {data.categories.items.map((category) =>
                  category.children.length ? (
                    <DrawerSection
                      key={category.id}
                      title={category.name}
                      onNavigate={onClose}
                      items={[
                        { title: `All ${category.name}`, url: `/category/${category.slug}` },
                        ...category.children.map((c) => ({ title: c.name, url: `/category/${c.slug}` })),
                      ]}
                    />
                  ) : (
                    <li key={category.id}>
                      <Link href={`/category/${category.slug}`} onClick={onClose} className={rowClass}>
                        {category.name}
                      </Link>
                    </li>
                  ),
                )}
              </ul>
            </li>
            <li aria-hidden="true" className="my-2 border-t border-cocoa-100" />
            <DrawerSection title={data.topMenu.about.title} items={menuItems(data.topMenu.about)} onNavigate={onClose} />
            <DrawerSection title={data.topMenu.bazaar.title} items={menuItems(data.topMenu.bazaar)} onNavigate={onClose} />
            <DrawerSection title={data.topMenu.fun.title} items={menuItems(data.topMenu.fun)} onNavigate={onClose} />
            <li>
              <Link href="/blogs" onClick={onClose} className={rowClass}>
                Blog
              </Link>
            </li>
            <li>
              <Link href="/careers" onClick={onClose} className={rowClass}>
                Vacancies
              </Link>
            </li>
          </ul>
        </nav>
        <div className="border-t border-cocoa-100 px-4 py-4">
          <LogoMark className="h-7 w-auto" />
        </div>
      </div>
    </div>
  );
}
