import { accountMetadata } from '@/components/account/account-metadata';
import { BusinessForm } from '@/components/businesses/business-form';
import { requireMember } from '../../_lib/member';

export const dynamic = 'force-dynamic';
export const metadata = accountMetadata('Add a business', 'Register your business to post vacancies and gather followers.', '/profile/add-business');

/** SPEC /profile/add-business: register a business; staff verify it before it can post vacancies. */
export default async function AddBusinessPage() {
  await requireMember('/profile/add-business');
  return (
    <div className="flex flex-col gap-4">
      <h1 className="font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">Add a business</h1>
      <div className="rounded-2xl border border-cocoa-100 bg-white p-4 shadow-sm sm:p-6">
        <BusinessForm />
      </div>
    </div>
  );
}
