import { redirect } from 'next/navigation';
import { requireStaffPage } from '@/lib/server/auth/back-office';

// /admin/applications: the queues start at the influencer tab (each tab is its own address).
export const dynamic = 'force-dynamic';

export default async function ApplicationsPage() {
  await requireStaffPage('moderation.act', '/admin/applications');
  redirect('/admin/applications/influencers');
}
