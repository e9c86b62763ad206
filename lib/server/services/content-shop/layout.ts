import 'server-only';
import { asc, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { contactPhones, errorPageLinks, menuItems, menus, navLinkGroups, navLinks, shopLocations, siteSettings, socialLinks } from '@/lib/server/db/schema';
import { invalidateLayout } from '@/lib/server/services/content/invalidate';
import { readSettings } from '@/lib/server/services/content/settings';
import type { ContentTx } from '@/lib/server/services/content-drafts';
import {
  footerFormSchema,
  MENU_KEYS,
  menusFormSchema,
  notFoundFormSchema,
  type FooterForm,
  type MenusForm,
  type NotFoundForm,
} from '@/lib/validation/content-shop';
import type { ShopContentKind } from './kind';

// The header's menus, the footer and the not-found page: each edited as one whole (add, edit, reorder and remove
// links in the form, publish once), written by replacing its small tables inside the publication's transaction, and
// shown through the 'layout' tag (header-footer.ts, error-page.ts).

async function writeSetting(tx: ContentTx, key: string, value: unknown): Promise<void> {
  await tx.insert(siteSettings).values({ key, value }).onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
}

async function loadMenus(db: Pick<ContentTx, 'select'> = getDb()): Promise<MenusForm> {
  const menuRows = await db.select().from(menus).where(inArray(menus.key, [...MENU_KEYS])).orderBy(asc(menus.position), asc(menus.id));
  const items = menuRows.length
    ? await db.select().from(menuItems).where(inArray(menuItems.menuId, menuRows.map((m) => m.id))).orderBy(asc(menuItems.position), asc(menuItems.id))
    : [];
  const { 'mega-menu': mega } = await readSettings(['mega-menu'], db);
  return {
    menus: menuRows.map((m) => ({
      key: m.key as MenusForm['menus'][number]['key'],
      title: m.title,
      bannerImage: m.bannerImage ?? '',
      bannerUrl: m.bannerUrl ?? '',
      items: items.filter((i) => i.menuId === m.id).map((i) => ({ title: i.title, url: i.url })),
    })),
    megaMenu: { bannerImage: mega?.bannerImage ?? '', bannerUrl: mega?.bannerUrl ?? '' },
  };
}

export const menusKind: ShopContentKind<MenusForm> = {
  kind: 'header-menus',
  label: 'Header menus',
  schema: menusFormSchema,
  singletonKey: 'header',
  async listLive() {
    const live = await loadMenus();
    return [{ key: 'header', title: 'Header menus', detail: live.menus.map((m) => `${m.title} (${m.items.length} links)`).join(' · ') }];
  },
  loadLive: () => loadMenus(),
  async preview(form) {
    return [
      ...form.menus.map((m) => ({ label: m.title, value: m.items.map((i) => `${i.title} → ${i.url}`).join(' · ') || '(no links)', warning: m.items.length === 0 })),
      { label: 'Categories menu banner', value: form.megaMenu.bannerImage ? `${form.megaMenu.bannerImage} → ${form.megaMenu.bannerUrl}` : '(none)' },
    ];
  },
  async apply(tx, form) {
    const before = await loadMenus(tx);
    // Items go with their menu (ON DELETE CASCADE); the three menus are written again in the form's order.
    await tx.delete(menus).where(inArray(menus.key, [...MENU_KEYS]));
    for (const [position, menu] of form.menus.entries()) {
      const [row] = await tx
        .insert(menus)
        .values({ key: menu.key, title: menu.title, bannerImage: menu.bannerImage || null, bannerUrl: menu.bannerUrl || null, position })
        .returning({ id: menus.id });
      if (menu.items.length) await tx.insert(menuItems).values(menu.items.map((item, i) => ({ menuId: row!.id, title: item.title, url: item.url, position: i })));
    }
    if (form.megaMenu.bannerImage) await writeSetting(tx, 'mega-menu', form.megaMenu);
    else await tx.delete(siteSettings).where(inArray(siteSettings.key, ['mega-menu']));
    return { entityId: 'header', before, after: form, summary: `Header menus: ${form.menus.map((m) => `${m.title} (${m.items.length})`).join(', ')}` };
  },
  async invalidate() {
    invalidateLayout();
  },
};

async function loadFooter(db: Pick<ContentTx, 'select'> = getDb()): Promise<FooterForm> {
  const [phones, locations, socials, groups, links, settings] = await Promise.all([
    db.select().from(contactPhones).orderBy(asc(contactPhones.position), asc(contactPhones.id)),
    db.select().from(shopLocations).orderBy(asc(shopLocations.position), asc(shopLocations.id)),
    db.select().from(socialLinks).orderBy(asc(socialLinks.position), asc(socialLinks.id)),
    db.select().from(navLinkGroups).orderBy(asc(navLinkGroups.position), asc(navLinkGroups.id)),
    db.select().from(navLinks).orderBy(asc(navLinks.position), asc(navLinks.id)),
    readSettings(['app-links', 'newsletter'], db),
  ]);
  return {
    phones: phones.map((p) => ({ type: p.type === 'mobile' ? 'mobile' : 'phone', value: p.value, platform: p.platform === 'viber' || p.platform === 'whatsapp' ? p.platform : '' })),
    locations: locations.map((l) => ({ location: l.location, latitude: l.latitude ?? '', longitude: l.longitude ?? '' })),
    socials: socials.map((s) => ({ name: s.name as FooterForm['socials'][number]['name'], link: s.link })),
    groups: groups.map((g) => ({ title: g.title, links: links.filter((l) => l.groupId === g.id).map((l) => ({ title: l.title, link: l.link })) })),
    appLinks: settings['app-links'] ?? { appHeader: '', appstore: '', playstore: '' },
    newsletter: settings.newsletter ?? { placeholder: 'Your email address', buttonText: 'Subscribe' },
  };
}

export const footerKind: ShopContentKind<FooterForm> = {
  kind: 'footer',
  label: 'Footer',
  schema: footerFormSchema,
  singletonKey: 'footer',
  async listLive() {
    const live = await loadFooter();
    return [{ key: 'footer', title: 'Footer', detail: `${live.phones.length} phones · ${live.locations.length} places · ${live.socials.length} social links · ${live.groups.length} link columns` }];
  },
  loadLive: () => loadFooter(),
  async preview(form) {
    return [
      { label: 'Phones', value: form.phones.map((p) => `${p.value}${p.platform ? ` (${p.platform})` : ''}`).join(' · ') || '(none)' },
      { label: 'Shops', value: form.locations.map((l) => l.location).join(' · ') || '(none)' },
      { label: 'Social', value: form.socials.map((s) => `${s.name}: ${s.link}`).join(' · ') || '(none)' },
      ...form.groups.map((g) => ({ label: g.title, value: g.links.map((l) => `${l.title} → ${l.link}`).join(' · ') || '(no links)' })),
      { label: 'Newsletter', value: `“${form.newsletter.placeholder}” [${form.newsletter.buttonText}]` },
    ];
  },
  async apply(tx, form) {
    const before = await loadFooter(tx);
    await tx.delete(contactPhones);
    await tx.delete(shopLocations);
    await tx.delete(socialLinks);
    await tx.delete(navLinkGroups); // its links go with it (ON DELETE CASCADE)
    if (form.phones.length) await tx.insert(contactPhones).values(form.phones.map((p, position) => ({ type: p.type, value: p.value, platform: p.platform || null, position })));
    if (form.locations.length)
      await tx.insert(shopLocations).values(form.locations.map((l, position) => ({ location: l.location, latitude: l.latitude || null, longitude: l.longitude || null, position })));
    if (form.socials.length) await tx.insert(socialLinks).values(form.socials.map((s, position) => ({ name: s.name, link: s.link, position })));
    for (const [position, group] of form.groups.entries()) {
      const [row] = await tx.insert(navLinkGroups).values({ title: group.title, position }).returning({ id: navLinkGroups.id });
      if (group.links.length) await tx.insert(navLinks).values(group.links.map((l, i) => ({ groupId: row!.id, title: l.title, link: l.link, position: i })));
    }
    await writeSetting(tx, 'app-links', form.appLinks);
    await writeSetting(tx, 'newsletter', form.newsletter);
    return { entityId: 'footer', before, after: form, summary: `Footer: ${form.phones.length} phones, ${form.groups.length} link columns` };
  },
  async invalidate() {
    invalidateLayout();
  },
};

async function loadNotFound(db: Pick<ContentTx, 'select'> = getDb()): Promise<NotFoundForm> {
  const [settings, links] = await Promise.all([readSettings(['error-page'], db), db.select().from(errorPageLinks).orderBy(asc(errorPageLinks.position), asc(errorPageLinks.id))]);
  return { banner: settings['error-page']?.banner ?? null, links: links.map((l) => ({ url: l.url, image: l.image, title: l.title })) };
}

export const notFoundKind: ShopContentKind<NotFoundForm> = {
  kind: 'not-found',
  label: 'Not-found page',
  schema: notFoundFormSchema,
  singletonKey: 'not-found',
  async listLive() {
    const live = await loadNotFound();
    return [{ key: 'not-found', title: 'The not-found page', detail: `${live.banner ? `Banner “${live.banner.title}” · ` : ''}${live.links.length} tiles` }];
  },
  loadLive: () => loadNotFound(),
  async preview(form) {
    return [
      { label: 'Banner', value: form.banner ? `${form.banner.title}${form.banner.subtitle ? ` — ${form.banner.subtitle}` : ''}` : '(none)' },
      ...form.links.map((l, i) => ({ label: `Tile ${i + 1}`, value: `${l.title} → ${l.url}` })),
    ];
  },
  async apply(tx, form) {
    const before = await loadNotFound(tx);
    await tx.delete(errorPageLinks);
    if (form.links.length) await tx.insert(errorPageLinks).values(form.links.map((l, position) => ({ url: l.url, image: l.image, title: l.title, position })));
    await writeSetting(tx, 'error-page', { banner: form.banner });
    return { entityId: 'not-found', before, after: form, summary: `Not-found page: ${form.links.length} tiles` };
  },
  async invalidate() {
    invalidateLayout();
  },
};
