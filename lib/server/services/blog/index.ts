// The blog (/blogs, /blogs/category/{slug}, /blog/{slug}, blogs and blog/{slug} in the API, the feeds and sitemap).
export * from './posts';
export { findCategory } from './cards';
export type * from './types';
export { blogFeed } from './feed';
export { BLOG_TAG, blogPageEdge, invalidateBlog } from './invalidate';
