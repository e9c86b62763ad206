import Link from 'next/link';
import { notFound } from 'next/navigation';
import { accountMetadata } from '@/components/account/account-metadata';
import { BusinessForm } from '@/components/businesses/business-form';
import { ApiError } from '@/lib/server/http/errors';
import { getOwnBusiness } from '@/lib/server/services/businesses';
import { rowIdOrNull } from '@/lib/validation/ids';
import { requireMember } from '../../../_lib/member';

export const dynamic = 'force-dynamic';
export const metadata = accountMetadata('Edit business', 'Correct your business’s details, map pin and logo.', '/profile/businesses');

type Props = { params: Promise<{ id: string }> };

/** Edit one of the member's businesses (another owner's: the 404 page). */
export default async function EditBusinessPage({ params }: Props) {
  const member = await requireMember('/profile/businesses');
  const id = rowIdOrNull((await params).id);
  if (id === null) notFound();
  let business;
  try {
    business = await getOwnBusiness(member.id, id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm">
        <Link href="/profile/businesses" prefetch={false} className="text-brand-700 underline">
          ← My businesses
        </Link>
      </p>
      <h1 className="font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">Edit {business.name}</h1>
      <div className="rounded-2xl border border-cocoa-100 bg-white p-4 shadow-sm sm:p-6">
        <BusinessForm
          business={{
            id: business.id,
            name: business.name,
            type: business.type,
            pan: business.pan,
            address: business.address,
            city: business.city,
            latitude: business.latitude,
            longitude: business.longitude,
            phone: business.phone,
            description: business.description,
          }}
        />
      </div>
    </div>
  );
}
