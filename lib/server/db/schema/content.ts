import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { categories } from './catalogue';
import { belongsTo, createdAt, instant, updatedAt } from './columns';

// What the layout, the home page and the error page show. Edited by the shop owner, read through the content
// service, cached by tag (see lib/server/cache).

/** Home hero slides and promotional offers. */
export const offers = pgTable('offers', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  image: text('image').notNull(),
  link: text('link').notNull(),
  /** Coupon code shown on the card, when the offer has one. */
  code: text('code'),
  startsAt: instant('starts_at'),
  endsAt: instant('ends_at'),
  position: integer('position').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** Banners by placement: 'home-hero', 'home-strip', 'mega-menu', 'category:<slug>'. */
export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    placement: text('placement').notNull(),
    image: text('image').notNull(),
    title: text('title').notNull().default(''),
    subtitle: text('subtitle').notNull().default(''),
    link: text('link').notNull(),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** Shown from / until (migration 0033); null: open-ended. */
    startsAt: instant('starts_at'),
    endsAt: instant('ends_at'),
  },
  (t) => [index('banners_placement_idx').on(t.placement)],
);

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  location: text('location').notNull(),
  avatar: text('avatar').notNull(),
  message: text('message').notNull(),
  rating: integer('rating').notNull().default(5),
  position: integer('position').notNull().default(0),
});

/** Header top menus: 'about', 'bazaar', 'fun' (SPEC §2), each with an optional banner. */
export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    title: text('title').notNull(),
    bannerImage: text('banner_image'),
    bannerUrl: text('banner_url'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('menus_key_uq').on(t.key)],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    menuId: belongsTo('menu_id', () => menus.id),
    title: text('title').notNull(),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('menu_items_menu_idx').on(t.menuId)],
);

/** Campaigns; the header links the one active now (SPEC §2: campaign link with an icon). */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    icon: text('icon').notNull(),
    description: text('description').notNull().default(''),
    /** The page's one-line promise under its name (issue 15). */
    tagline: text('tagline').notNull().default(''),
    /** The page's hero art and its social card's picture. */
    heroImage: text('hero_image').notNull().default(''),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('campaigns_slug_uq').on(t.slug), index('campaigns_ends_idx').on(t.endsAt).where(sql`${t.isActive}`)],
);

/** Footer phones (SPEC §3 Footer data): type 'phone' | 'mobile', platform 'viber' | 'whatsapp' | null. */
export const contactPhones = pgTable('contact_phones', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  value: text('value').notNull(),
  platform: text('platform'),
  position: integer('position').notNull().default(0),
});

export const shopLocations = pgTable('shop_locations', {
  id: serial('id').primaryKey(),
  location: text('location').notNull(),
  latitude: text('latitude'),
  longitude: text('longitude'),
  position: integer('position').notNull().default(0),
});

export const socialLinks = pgTable('social_links', {
  id: serial('id').primaryKey(),
  /** 'facebook' | 'twitter' | 'linkedin' | 'instagram' | 'youtube' */
  name: text('name').notNull(),
  link: text('link').notNull(),
  position: integer('position').notNull().default(0),
});

export const navLinkGroups = pgTable('nav_link_groups', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  position: integer('position').notNull().default(0),
});

export const navLinks = pgTable(
  'nav_links',
  {
    id: serial('id').primaryKey(),
    groupId: belongsTo('group_id', () => navLinkGroups.id),
    title: text('title').notNull(),
    link: text('link').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('nav_links_group_idx').on(t.groupId)],
);

/**
 * Small keyed settings, each validated by a zod schema in the content service:
 * 'app-links' {appHeader, appstore, playstore}, 'newsletter' {placeholder, buttonText},
 * 'error-page' {banner: {backgroundImage, title, subtitle} | null}, 'mega-menu' {bannerImage, bannerUrl}.
 */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/** Link tiles on the not-found page (SPEC §3 Error page links). */
export const errorPageLinks = pgTable('error_page_links', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  image: text('image').notNull(),
  title: text('title').notNull(),
  position: integer('position').notNull().default(0),
});

/** Categories featured on the home page, in order ("loadedCategories"). */
export const homeCategorySections = pgTable('home_category_sections', {
  id: serial('id').primaryKey(),
  categoryId: belongsTo('category_id', () => categories.id),
  title: text('title').notNull(),
  position: integer('position').notNull().default(0),
});

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased and trimmed, so a duplicate is found whatever the case. */
    email: text('email').notNull(),
    source: text('source').notNull().default('web'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_email_uq').on(t.email)],
);

/** Searches, per visitor (cookie id) and later per user; also feeds "popular searches". */
export const searchHistory = pgTable(
  'search_history',
  {
    id: serial('id').primaryKey(),
    visitorId: text('visitor_id').notNull(),
    userId: integer('user_id'),
    query: text('query').notNull(),
    resultCount: integer('result_count').notNull().default(0),
    /**
     * The search as popular searches list it: typos corrected to what it found ("chocolat cak" → "chocolate cake");
     * null when it found nothing or is not made of words (`-1`, `nan`). See lib/domain/search-correction.ts.
     */
    popularQuery: text('popular_query'),
    source: text('source').notNull().default('web'),
    createdAt: createdAt(),
  },
  (t) => [
    index('search_history_visitor_idx').on(t.visitorId, t.createdAt),
    index('search_history_query_idx').on(t.query),
    // Popular searches read the latest searches that have a popular form, newest first: this index holds only those.
    index('search_history_popular_idx').on(t.id).where(sql`${t.popularQuery} IS NOT NULL`),
  ],
);
