import 'server-only';
import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { cacheTags, cached } from '@/lib/server/cache/cached';
import { cachePolicy } from '@/lib/server/cache/policy';
import { getDb } from '@/lib/server/db/client';
import {
  campaigns,
  categories,
  contactPhones,
  menuItems,
  menus,
  navLinkGroups,
  navLinks,
  shopLocations,
  socialLinks,
} from '@/lib/server/db/schema';
import { readSettings } from './settings';
import type { CategoryMenuItem, FooterData, FooterPhone, HeaderCampaign, HeaderData, HeaderFooter, Menu } from './types';

const TOP_MENU_KEYS = ['about', 'bazaar', 'fun'] as const;
const TOP_MENU_TITLES: Record<(typeof TOP_MENU_KEYS)[number], string> = { about: 'About', bazaar: 'Bazaar', fun: 'Fun' };

async function loadCategoryMenu(): Promise<CategoryMenuItem[]> {
  const db = getDb();
  const top = await db
    .select({ id: categories.id, slug: categories.slug, name: categories.name, imageFileName: categories.imageFileName })
    .from(categories)
    .where(and(isNull(categories.parentId), eq(categories.isHidden, false)))
    .orderBy(asc(categories.position), asc(categories.name));
  if (top.length === 0) return [];
  const children = await db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      slug: categories.slug,
      name: categories.name,
      imageFileName: categories.imageFileName,
    })
    .from(categories)
    .where(and(inArray(
      categories.parentId,
      top.map((c) => c.id),
    ), eq(categories.isHidden, false)))
    .orderBy(asc(categories.position), asc(categories.name));
  return top.map((parent) => ({
    ...parent,
    children: children
      .filter((child) => child.parentId === parent.id)
      .map(({ id, slug, name, imageFileName }) => ({ id, slug, name, imageFileName })),
  }));
}

async function loadTopMenu(): Promise<HeaderData['topMenu']> {
  const db = getDb();
  const menuRows = await db.select().from(menus).where(inArray(menus.key, [...TOP_MENU_KEYS]));
  const itemRows = menuRows.length
    ? await db
        .select()
        .from(menuItems)
        .where(inArray(
          menuItems.menuId,
          menuRows.map((m) => m.id),
        ))
        .orderBy(asc(menuItems.position), asc(menuItems.id))
    : [];
  const build = (key: (typeof TOP_MENU_KEYS)[number]): Menu => {
    const menu = menuRows.find((m) => m.key === key);
    if (!menu) return { title: TOP_MENU_TITLES[key], items: [], banner: null };
    return {
      title: menu.title,
      items: itemRows.filter((i) => i.menuId === menu.id).map((i) => ({ title: i.title, url: i.url })),
      banner: menu.bannerImage && menu.bannerUrl ? { image: menu.bannerImage, url: menu.bannerUrl } : null,
    };
  };
  return { about: build('about'), bazaar: build('bazaar'), fun: build('fun') };
}

/** The campaign running now; when several overlap, the one that ends first (its link is the most urgent). */
async function loadActiveCampaign(now: Date): Promise<HeaderCampaign | null> {
  const [row] = await getDb()
    .select({ slug: campaigns.slug, name: campaigns.name, icon: campaigns.icon })
    .from(campaigns)
    .where(and(eq(campaigns.isActive, true), lte(campaigns.startsAt, now), gt(campaigns.endsAt, now)))
    .orderBy(asc(campaigns.endsAt))
    .limit(1);
  return row ?? null;
}

function toPlatform(value: string | null): FooterPhone['platform'] {
  return value === 'viber' || value === 'whatsapp' ? value : null;
}

async function loadFooter(): Promise<FooterData> {
  const db = getDb();
  const [phones, locations, socials, groups, links, settings] = await Promise.all([
    db.select().from(contactPhones).orderBy(asc(contactPhones.position), asc(contactPhones.id)),
    db.select().from(shopLocations).orderBy(asc(shopLocations.position), asc(shopLocations.id)),
    db.select().from(socialLinks).orderBy(asc(socialLinks.position), asc(socialLinks.id)),
    db.select().from(navLinkGroups).orderBy(asc(navLinkGroups.position), asc(navLinkGroups.id)),
    db.select().from(navLinks).orderBy(asc(navLinks.position), asc(navLinks.id)),
    readSettings(['app-links', 'newsletter']),
  ]);
  const appLinks = settings['app-links'] ?? { appHeader: '', appstore: '', playstore: '' };
  const newsletter = settings.newsletter ?? { placeholder: 'Your email address', buttonText: 'Subscribe' };
  return {
    phones: phones.map((p) => ({ type: p.type, value: p.value, platform: toPlatform(p.platform) })),
    locations: locations.map((l) => ({ location: l.location })),
    appstore: appLinks.appstore,
    playstore: appLinks.playstore,
    appHeader: appLinks.appHeader,
    socialMedia: socials.map((s) => ({ name: s.name, link: s.link })),
    navLinks: groups.map((g) => ({
      title: g.title,
      items: links.filter((l) => l.groupId === g.id).map((l) => ({ title: l.title, link: l.link })),
    })),
    newsletter: { placeholder: newsletter.placeholder, buttonText: newsletter.buttonText },
  };
}

async function loadHeaderFooter(): Promise<HeaderFooter> {
  const [items, topMenu, campaign, footer, settings] = await Promise.all([
    loadCategoryMenu(),
    loadTopMenu(),
    loadActiveCampaign(new Date()),
    loadFooter(),
    readSettings(['mega-menu']),
  ]);
  const mega = settings['mega-menu'];
  return {
    header: {
      categories: { items, banner: mega ? { image: mega.bannerImage, url: mega.bannerUrl } : null },
      campaign,
      topMenu,
    },
    footer,
  };
}

/**
 * Everything the header and footer show (SPEC §7 "GET header-footer"). Cached for 12 hours under the 'layout' tag;
 * content edits call invalidateLayout(). Note the campaign is part of the cached value, so a campaign starting or
 * ending shows up within the TTL unless the edit invalidates the tag.
 */
export const getHeaderFooter = cached(loadHeaderFooter, ['content', 'header-footer'], {
  tags: [cacheTags.layout],
  revalidate: cachePolicy.layout.revalidate,
});
