import { asc } from 'drizzle-orm';
import type { Metadata } from 'next';
import { BlogPostForm } from '@/components/admin/content/blog-post-form';
import { ContentTabs } from '@/components/admin/content/content-tabs';
import { requireStaffPage } from '@/lib/server/auth/back-office';
import { getDb } from '@/lib/server/db/client';
import { blogCategories } from '@/lib/server/db/schema';
import type { BlogPostDraft } from '@/lib/validation/editorial';
import { editedData, itemFromPath } from '../../_item';

// One blog post (or a new one at /admin/content/blog/new): the editor; the preview is its own page (./preview), the
// post's page as readers will see it.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Edit blog post' };

export default async function EditBlogPostPage({ params }: { params: Promise<{ key: string }> }) {
  const { key } = await params;
  await requireStaffPage('content.manage', `/admin/content/blog/${key}`);
  const item = await itemFromPath<BlogPostDraft>('blog-post', key);
  const categories = await getDb().select({ id: blogCategories.id, name: blogCategories.name }).from(blogCategories).orderBy(asc(blogCategories.position)).limit(100);
  const data = editedData(item);
  return (
    <div className="mx-auto max-w-[1500px] space-y-4">
      <ContentTabs />
      <div>
        <h1 className="text-xl font-bold">{data ? `Blog post: ${data.title}` : 'New blog post'}</h1>
        <p className="text-sm text-gray-700">
          {item?.draft ? 'A draft waits: readers see the published post until you publish it.' : 'Saving makes a draft; the blog changes when you publish.'}
        </p>
      </div>
      <BlogPostForm
        key={item?.draft?.updatedAt ?? 'live'}
        itemKey={item ? key : null}
        initial={data}
        hasDraft={Boolean(item?.draft)}
        categories={categories.map((c) => ({ value: String(c.id), label: c.name }))}
      />
    </div>
  );
}
