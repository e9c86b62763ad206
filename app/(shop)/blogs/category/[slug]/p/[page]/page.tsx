import type { Metadata } from 'next';
import { listPageNumber } from '@/lib/domain/list-pages';
import { BlogListView, blogListMetadata, blogPage, validBlogSlug } from '../../../../blog-list-view';

// /blogs/category/{slug}?page=N, cached per page (next.config.mjs rewrites it here; segment 0: the 404).
export const revalidate = 600; // policy: blog
export const generateStaticParams = async (): Promise<{ slug: string; page: string }[]> => [];

type Props = { params: Promise<{ slug: string; page: string }> };

const pageOf = (segment: string) => {
  const n = listPageNumber(segment);
  return n === null ? null : blogPage(String(n));
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, page } = await params;
  return blogListMetadata(validBlogSlug(slug), pageOf(page));
}

export default async function BlogCategoryPageN({ params }: Props) {
  const { slug, page } = await params;
  return <BlogListView categorySlug={validBlogSlug(slug)} page={pageOf(page)} />;
}
