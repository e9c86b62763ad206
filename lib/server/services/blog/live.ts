import 'server-only';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { blogPosts } from '@/lib/server/db/schema';

// What "published" means for a reader, in one place for every read of the blog (its pages, API, feeds, the sitemap,
// what comments and reactions may attach to): published, and its publication time has come. A post scheduled by the
// back office for later is a published row with a future published_at; it stays invisible until that instant.
// now() is the statement's (transaction's) clock on the database server: one clock for every instance. The lists'
// indexes (status, published_at desc, id desc) still serve the order: the time is a range on the same column.
export const publishedPost: SQL = and(eq(blogPosts.status, 'published'), sql`${blogPosts.publishedAt} <= now()`)!;
