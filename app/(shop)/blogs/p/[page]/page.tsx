import type { Metadata } from 'next';
import { listPageNumber } from '@/lib/domain/list-pages';
import { BlogListView, blogListMetadata, blogPage } from '../../blog-list-view';

// /blogs?page=N, cached per page (next.config.mjs rewrites it here; segment 0 is an invalid number: the 404).
export const revalidate = 600; // policy: blog
export const generateStaticParams = async (): Promise<{ page: string }[]> => [];

type Props = { params: Promise<{ page: string }> };

const pageOf = (segment: string) => {
  const n = listPageNumber(segment);
  return n === null ? null : blogPage(String(n));
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return blogListMetadata(null, pageOf((await params).page));
}

export default async function BlogsPageN({ params }: Props) {
  return <BlogListView categorySlug={null} page={pageOf((await params).page)} />;
}
