import type { Metadata } from 'next';
import { BlogListView, blogListMetadata, blogPage } from './blog-list-view';

// /blogs?page: every published post, newest first, with the categories and the featured post.
type Props = { searchParams: Promise<{ page?: string | string[] }> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return blogListMetadata(null, blogPage((await searchParams).page));
}

export default async function BlogsPage({ searchParams }: Props) {
  return <BlogListView categorySlug={null} page={blogPage((await searchParams).page)} />;
}
