import type { Metadata } from 'next';
import { BlogListView, blogListMetadata, blogPage } from '../../blog-list-view';

// /blogs/category/{slug}?page: one category's posts, newest first. An unknown category is the shop's 404.
type Props = { params: Promise<{ slug: string }>; searchParams: Promise<{ page?: string | string[] }> };

const validSlug = (slug: string) => (/^[a-z0-9-]{1,160}$/.test(slug) ? slug : '-');

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  return blogListMetadata(validSlug((await params).slug), blogPage((await searchParams).page));
}

export default async function BlogCategoryPage({ params, searchParams }: Props) {
  return <BlogListView categorySlug={validSlug((await params).slug)} page={blogPage((await searchParams).page)} />;
}
