import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { BlogArticle } from '@/components/blog/blog-article';
import { PreviewFrame } from '@/components/admin/content/preview-frame';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { ProductGrid } from '@/components/product/product-grid';
import { Container } from '@/components/ui/container';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { requireStaffPage } from '@/lib/server/auth/back-office';
import { previewBlogPost } from '@/lib/server/services/editorial/blog-preview';
import type { BlogPostDraft } from '@/lib/validation/editorial';
import { editedData, itemFromPath } from '../../../_item';

// The preview of a blog post's draft: the post's page as readers will see it (the same BlogArticle the page renders),
// from the saved draft (or the published post when no draft waits). Reactions and comments are the page's own and
// are left out.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Preview blog post' };

/** Whether an instant is still to come (a server render, once per request). */
const isLater = (iso: string) => new Date(iso).getTime() > Date.now();

export default async function PreviewBlogPostPage({ params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  const staff = await requireStaffPage('content.manage', `/admin/content/blog/${key}/preview`);
  const item = await itemFromPath<BlogPostDraft>('blog-post', key);
  const data = editedData(item);
  if (!item || !data) notFound();
  const post = await previewBlogPost(data, key, staff.user.id);
  const when = data.publishAt && isLater(data.publishAt) ? `Scheduled for ${formatKathmanduDate(data.publishAt, 'd MMMM yyyy, HH:mm')} Kathmandu time.` : null;
  return (
    <div className="mx-auto max-w-[1500px] space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h1 className="text-xl font-bold">Preview: {data.title}</h1>
          <p className="text-sm text-gray-700">
            {item.draft ? 'The saved draft, as readers will see it once published.' : 'The published post (no draft waits).'} {when}
            {data.hidden ? ' Publishing it hides the post.' : ''}
          </p>
        </div>
        <Link href={`/admin/content/blog/${key}`} className="rounded-md bg-gray-900 px-3 py-1.5 text-sm font-semibold text-white hover:bg-gray-700">
          Back to the editor
        </Link>
      </div>
      <PreviewFrame label="Preview of the post" href={post.url}>
        <Container className="py-6">
          <Breadcrumbs items={post.breadcrumb} />
          <BlogArticle post={post} />
          {post.products.length > 0 ? (
            <section aria-label="Mentioned in this post" className="mt-10 border-t border-cocoa-100 pt-8">
              <ProductGrid products={post.products} />
            </section>
          ) : null}
        </Container>
      </PreviewFrame>
    </div>
  );
}
