import { accountMetadata } from '@/components/account/account-metadata';
import { MyContests } from '@/components/contests/manage/my-contests';
import { requireMember } from '../../_lib/member';

export const dynamic = 'force-dynamic';
export const metadata = accountMetadata('Your contests', 'The contests you run and the ones you entered, with your entries’ votes.', '/profile/contests');

/** SPEC /profile/contests: the caller's own contests and entries, read through the dashboard API in the browser. */
export default async function ProfileContestsPage() {
  await requireMember('/profile/contests');
  return (
    <div className="flex flex-col gap-4">
      <h1 className="font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">Your contests</h1>
      <MyContests />
    </div>
  );
}
