'use client';

import {
  CloseButton,
  Dialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
  Disclosure,
  DisclosureButton,
  DisclosurePanel,
} from '@headlessui/react';
import Link from 'next/link';
import type { HeaderData, Menu } from '@/lib/server/services/content/types';
import { useUiStore } from '@/stores/ui-store';
import { ChevronDownIcon, CloseIcon, MenuIcon } from '@/components/ui/icons';
import { LogoMark } from './logo';

const rowClass =
  'flex min-h-11 w-full items-center justify-between rounded-lg px-3 text-left text-[15px] font-medium text-cocoa-900 hover:bg-brand-50 hover:text-brand-700';
const subRowClass = 'flex min-h-9 items-center rounded-lg px-3 text-sm text-gray-700 hover:bg-brand-50 hover:text-brand-700';

function DrawerSection({ title, items }: { title: string; items: { title: string; url: string }[] }) {
  return (
    <Disclosure as="li">
      <DisclosureButton className={`${rowClass} group`}>
        {title}
        <ChevronDownIcon className="h-4 w-4 transition-transform group-data-open:rotate-180" />
      </DisclosureButton>
      <DisclosurePanel as="ul" className="mb-1 ml-3 border-l border-cocoa-100 pl-2">
        {items.map((item) => (
          <li key={item.url + item.title}>
            <CloseButton as={Link} href={item.url} className={subRowClass}>
              {item.title}
            </CloseButton>
          </li>
        ))}
      </DisclosurePanel>
    </Disclosure>
  );
}

const menuItems = (menu: Menu) => menu.items.map((i) => ({ title: i.title, url: i.url }));

/** The menu button and side drawer used below 1280 px (SPEC §2/§9): Home, categories, About, Bazaar, Fun, Blog, Vacancies. */
export function SideDrawer({ data }: { data: HeaderData }) {
  const open = useUiStore((s) => s.drawerOpen);
  const openDrawer = useUiStore((s) => s.openDrawer);
  const closeDrawer = useUiStore((s) => s.closeDrawer);

  return (
    <>
      <button
        type="button"
        onClick={openDrawer}
        aria-label="Open menu"
        className="inline-flex h-11 w-11 items-center justify-center rounded-full text-cocoa-900 hover:bg-brand-50 dw:hidden"
      >
        <MenuIcon className="h-6 w-6" />
      </button>
      <Dialog open={open} onClose={closeDrawer} className="relative z-50 dw:hidden">
        <DialogBackdrop transition className="fixed inset-0 bg-cocoa-900/40 transition-opacity duration-200 data-closed:opacity-0" />
        <div className="fixed inset-y-0 left-0 flex w-full max-w-xs">
          <DialogPanel
            transition
            className="flex w-full flex-col overflow-y-auto bg-white shadow-2xl transition duration-200 data-closed:-translate-x-full"
          >
            <div className="flex items-center justify-between border-b border-cocoa-100 px-4 py-3">
              <DialogTitle className="text-lg font-semibold text-cocoa-900">Menu</DialogTitle>
              <CloseButton
                aria-label="Close menu"
                className="inline-flex h-11 w-11 items-center justify-center rounded-full text-cocoa-900 hover:bg-brand-50"
              >
                <CloseIcon className="h-6 w-6" />
              </CloseButton>
            </div>
            <nav aria-label="Menu" className="flex-1 px-2 py-3">
              <ul className="space-y-0.5">
                <li>
                  <CloseButton as={Link} href="/" className={rowClass}>
                    Home
                  </CloseButton>
                </li>
                <li>
                  <p className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-gray-600">Categories</p>
                  <ul>
                    {data.categories.items.map((category) =>
                      category.children.length ? (
                        <DrawerSection
                          key={category.id}
                          title={category.name}
                          items={[
                            { title: `All ${category.name}`, url: `/category/${category.slug}` },
                            ...category.children.map((c) => ({ title: c.name, url: `/category/${c.slug}` })),
                          ]}
                        />
                      ) : (
                        <li key={category.id}>
                          <CloseButton as={Link} href={`/category/${category.slug}`} className={rowClass}>
                            {category.name}
                          </CloseButton>
                        </li>
                      ),
                    )}
                  </ul>
                </li>
                <li aria-hidden="true" className="my-2 border-t border-cocoa-100" />
                <DrawerSection title={data.topMenu.about.title} items={menuItems(data.topMenu.about)} />
                <DrawerSection title={data.topMenu.bazaar.title} items={menuItems(data.topMenu.bazaar)} />
                <DrawerSection title={data.topMenu.fun.title} items={menuItems(data.topMenu.fun)} />
                <li>
                  <CloseButton as={Link} href="/blogs" className={rowClass}>
                    Blog
                  </CloseButton>
                </li>
                <li>
                  <CloseButton as={Link} href="/careers" className={rowClass}>
                    Vacancies
                  </CloseButton>
                </li>
              </ul>
            </nav>
            <div className="border-t border-cocoa-100 px-4 py-4">
              <LogoMark className="h-7 w-auto" />
            </div>
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}
