import type { Metadata } from 'next';
import { BlogListView, blogListMetadata } from './blog-list-view';

// /blogs: every published post, newest first, with the categories and the featured post. Cached (ISR) like a post;
// ?page=N is rewritten to ./p/[page] (next.config.mjs), so no page of the blog is rendered per request.
export const revalidate = 600; // policy: blog

export async function generateMetadata(): Promise<Metadata> {
  return blogListMetadata(null, 1);
}

export default function BlogsPage() {
  return <BlogListView categorySlug={null} page={1} />;
}
