import type { Crumb, ProductCard } from '@/lib/domain/catalogue-types';
import type { ReactionSummary } from '@/lib/domain/engagement';
import type { RichDocument } from '@/lib/domain/rich-text';

// What the blog's pages and API show (SPEC §3 Blog: items, item).

export type BlogCategoryView = { id: number; slug: string; name: string; description: string; url: string; feedUrl: string };

export type BlogAuthor = { id: number; username: string; name: string; avatar: string | null; bio: string };

export type BlogCard = {
  id: number;
  slug: string;
  url: string;
  title: string;
  excerpt: string;
  cover: string;
  category: { slug: string; name: string; url: string };
  author: BlogAuthor | null;
  /** ISO instant; shown in Kathmandu time. */
  publishedAt: string;
  updatedAt: string;
  readingMinutes: number;
  tags: string[];
  featured: boolean;
  commentCount: number;
  reactionCount: number;
};

export type BlogPostDetail = BlogCard & {
  /** The body as parsed blocks (lib/domain/rich-text.ts): rendered by React, never as HTML. */
  body: RichDocument;
  /** The page's title and description for search engines and shares (the post's own, or its title and excerpt). */
  meta: { title: string; description: string };
  outline: Array<{ id: string; text: string }>;
  wordCount: number;
  products: ProductCard[];
  related: BlogCard[];
  reactions: ReactionSummary;
  breadcrumb: Crumb[];
};
