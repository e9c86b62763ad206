import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, instant, updatedAt } from './columns';

// The blog (/blogs, /blogs/category/{slug}, /blog/{slug}). Bodies are the shop's rich-text subset
// (lib/domain/rich-text.ts), rendered by React, never as HTML. Comments and reactions live in the generic
// engagement tables (engagement.ts) under target type 'blog_post'.

export const blogCategories = pgTable(
  'blog_categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('blog_categories_slug_uq').on(t.slug)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** The list card's text and the meta description (70–155 characters). */
    excerpt: text('excerpt').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id, { onDelete: 'restrict' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** An art path drawn by /media (lib/server/media/urls.ts). */
    cover: text('cover').notNull(),
    /** Rich text (lib/domain/rich-text.ts). */
    body: text('body').notNull(),
    /** Worked out from the body when it is written, so lists never parse bodies. */
    readingMinutes: integer('reading_minutes').notNull().default(1),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** Products the post mentions, shown as cards, in this order. */
    productIds: integer('product_ids').array().notNull().default(sql`'{}'::integer[]`),
    /** 'draft' or 'published'; only published posts whose publishedAt has come are shown, listed, fed and mapped. */
    status: text('status').notNull().default('published'),
    featured: boolean('featured').notNull().default(false),
    /** For search engines and shares when they should differ from the title and the excerpt (null: those serve). */
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    /** When the post goes live: a published post stays invisible everywhere until then (scheduling). */
    publishedAt: instant('published_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_uq').on(t.slug),
    // The lists: every post newest first, and one category's newest first (id breaks ties). NULLS FIRST because that
    // is what `ORDER BY … DESC` means: an index sorted otherwise cannot hand the rows over in order.
    index('blog_posts_status_published_idx').on(t.status, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('blog_posts_category_published_idx').on(t.categoryId, t.status, t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The back office's list of every post, whatever its status, newest first (migration 0032).
    index('blog_posts_published_idx').on(t.publishedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('blog_posts_author_idx').on(t.authorId),
    check('blog_posts_status_ck', sql`${t.status} in ('draft', 'published')`),
  ],
);

export type BlogPostRow = typeof blogPosts.$inferSelect;
