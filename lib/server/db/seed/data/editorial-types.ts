// Shapes of the demo shop's written content (blog, the shop's own pages, careers, demo people), kept as plain data
// so the seed can insert it and the writers never touch code. Rich text everywhere is `RichText`: a small Markdown
// subset the shop renders itself (no HTML passes through):
//   '## ' and '### ' headings · blank-line separated paragraphs · '- ' bullet lists · '1. ' numbered lists ·
//   '> ' a pull quote · **bold** · *italic* · [text](/internal/path) links (internal paths only) ·
//   ![alt text](/media/…) an image line — an art path built with lib/server/media/urls.ts (bannerPath, mediaPath).
// Relative times ("daysAgo") keep the demo fresh whatever day it is seeded: nothing is dated absolutely.

export type RichText = string;

/** A demo person: the community's members (comments, reviews, contests, connections…). */
export type DemoPersonSeed = {
  username: string; // lowercase letters, digits, dots or underscores; 3–30 characters; unique
  firstName: string;
  lastName: string;
  city: string; // a place from reference/nepal-commerce.md, or a city abroad for the diaspora
  bio: string; // one or two sentences, first person, specific
  avatarColor: string; // hex, e.g. '#c0392b'
  joinedDaysAgo: number;
  isPrivate?: boolean; // the profile shows only name and avatar to non-connections
};

export type BlogCategorySeed = { slug: string; name: string; description: string };

export type BlogPostSeed = {
  slug: string;
  title: string;
  categorySlug: string;
  authorUsername: string; // a DemoPersonSeed.username (staff writers are demo people too)
  publishedDaysAgo: number;
  excerpt: string; // 70–155 characters: the list card's text and the meta description
  tags: string[];
  cover: string; // an art path (lib/server/media/urls.ts) — drawn by /media, 1200×630-friendly
  body: RichText; // at least 400 words, real and specific
  productSlugs: string[]; // products the post mentions, shown as cards (slugs of seeded products)
  featured?: boolean;
};

export type BlogCommentSeed = {
  key: string; // unique within the file, so replies can point at it
  postSlug: string;
  authorUsername: string;
  body: string; // plain text; '@username' mentions a demo person
  replyTo?: string; // key of a top-level comment (one level deep)
  hoursAfterPost: number;
};

/** The shop's own pages (about, terms, privacy, refund, sell-at-ug): editable in the back office later. */
export type ShopPageSeed = { key: string; slug: string; title: string; summary: string; body: RichText };

export type FaqSeed = { group: string; question: string; answer: RichText };

export type JobPostingSeed = {
  slug: string;
  title: string;
  department: string;
  location: string;
  employmentType: 'full-time' | 'part-time' | 'contract' | 'internship';
  salaryMinRupees?: number; // NPR per month, whole rupees (the seed stores paisa)
  salaryMaxRupees?: number;
  openedDaysAgo: number;
  closesInDays: number; // negative: closed that many days ago
  summary: string;
  body: RichText; // responsibilities, requirements, what we offer, how to apply
};
