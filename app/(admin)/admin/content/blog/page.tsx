import type { Metadata } from 'next';
import { ContentTabs } from '@/components/admin/content/content-tabs';
import { ContentHeader, EditorialTable } from '@/components/admin/content/editorial-table';
import { requireStaffPage } from '@/lib/server/auth/back-office';
import { listEditorial } from '@/lib/server/services/editorial';

// The Blog tab: new drafts first, then the posts newest first with where each stands (live, scheduled, hidden).
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Content: blog' };

export default async function ContentBlogPage() {
  await requireStaffPage('content.manage', '/admin/content/blog');
  const items = await listEditorial('blog-post');
  return (
    <div className="mx-auto max-w-[1500px] space-y-4">
      <ContentTabs />
      <ContentHeader
        title="Blog"
        lead="Posts on /blogs. Write, preview, then publish now or at a later Kathmandu time; the blog shows only published posts whose time has come."
        action={{ href: '/admin/content/blog/new', label: 'New post' }}
      />
      <EditorialTable items={items} basePath="/admin/content/blog" caption="Blog posts, where they stand and whether a draft waits" itemLabel="Post" />
    </div>
  );
}
