import type { Metadata } from 'next';
import { BlogListView, blogListMetadata, validBlogSlug } from '../../blog-list-view';

// /blogs/category/{slug}: one category's posts, newest first, cached (ISR); ?page=N is rewritten to ./p/[page]
// (next.config.mjs). An unknown category is the shop's 404.
export const revalidate = 600; // policy: blog
export const generateStaticParams = async (): Promise<{ slug: string }[]> => [];

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return blogListMetadata(validBlogSlug((await params).slug), 1);
}

export default async function BlogCategoryPage({ params }: Props) {
  return <BlogListView categorySlug={validBlogSlug((await params).slug)} page={1} />;
}
