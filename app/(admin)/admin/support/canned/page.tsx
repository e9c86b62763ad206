import type { Metadata } from 'next';
import Link from 'next/link';
import { CannedRepliesManager } from '@/components/admin/support/canned-replies-manager';
import { requireStaffPage } from '@/lib/server/auth/back-office';
import { listCannedReplies } from '@/lib/server/services/support';

// Canned replies (issue 25): the shop's short list of ready answers that the ticket page inserts into its reply box.
// Reached from the support inbox (one menu entry per area).
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Canned replies' };

export default async function CannedRepliesPage() {
  await requireStaffPage('support.answer', '/admin/support/canned');
  const replies = await listCannedReplies();
  return (
    <div className="mx-auto max-w-[1500px] space-y-3">
      <p className="text-sm">
        <Link href="/admin/support" className="text-brand-700 underline">
          ← Support inbox
        </Link>
      </p>
      <h1 className="text-xl font-bold">Canned replies</h1>
      <p className="text-sm text-gray-800">Ready answers to insert into a reply and edit before sending. Keep them short and friendly.</p>
      <CannedRepliesManager replies={replies.map(({ id, title, body }) => ({ id, title, body }))} />
    </div>
  );
}
