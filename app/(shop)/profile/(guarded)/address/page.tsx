import { accountMetadata } from '@/components/account/account-metadata';
import { AddressBook } from '@/components/addresses/address-book';
import { listAddresses } from '@/lib/server/services/addresses';
import { requireMember } from '../../_lib/member';

export const metadata = accountMetadata('My addresses', 'Where your Upahar Ghar cakes and gifts are delivered.', '/profile/address');

/** SPEC §2 /profile/address: rendered with the saved addresses, then managed in the browser. */
export default async function AddressPage() {
  const member = await requireMember('/profile/address');
  const addresses = await listAddresses(member.id);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">My addresses</h1>
        <p className="mt-1 text-sm text-gray-700">We deliver across Kathmandu valley and to cities around Nepal.</p>
      </div>
      <AddressBook initial={addresses} customerName={member.name} customerPhone={member.phone} />
    </div>
  );
}
