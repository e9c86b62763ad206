import { notFound } from 'next/navigation';
import { accountMetadata } from '@/components/account/account-metadata';
import { ManageContest } from '@/components/contests/manage/manage-contest';
import { rowIdOrNull } from '@/lib/validation/ids';
import { requireMember } from '../../../_lib/member';

export const dynamic = 'force-dynamic';
export const metadata = accountMetadata('Manage your contest', 'Approve entries, close voting and announce the winners of your contest.', '/profile/contests');

type Props = { params: Promise<{ id: string }> };

/** SPEC /profile/contests/{id}: one of the caller's contests (anyone else's answers "not found" from the API). */
export default async function ManageContestPage({ params }: Props) {
  const raw = (await params).id;
  await requireMember(`/profile/contests/${encodeURIComponent(raw)}`);
  const id = rowIdOrNull(raw);
  if (id === null) notFound();
  return <ManageContest id={id} />;
}
