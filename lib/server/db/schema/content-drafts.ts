import { index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { instant } from './columns';

// Drafts and publications of the shop's content (issue 25, migration 0025): lib/server/services/content-drafts.

export const contentDrafts = pgTable(
  'content_drafts',
  {
    kind: text('kind').notNull(),
    /** The live row's id, or 'new-<uuid>' for something never published. */
    key: text('key').notNull(),
    data: jsonb('data').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.key] })],
);

export const contentPublications = pgTable(
  'content_publications',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    entityId: text('entity_id').notNull(),
    data: jsonb('data').notNull(),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: instant('published_at').notNull().defaultNow(),
  },
  (t) => [index('content_publications_entity_idx').on(t.kind, t.entityId, t.publishedAt.desc())],
);

export type ContentDraftRow = typeof contentDrafts.$inferSelect;
