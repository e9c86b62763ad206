import { accountMetadata } from '@/components/account/account-metadata';
import { WishlistItems } from '@/components/wishlist/wishlist-items';
import { wishlistProducts } from '@/lib/server/services/wishlist';
import { requireMember } from '../../_lib/member';

export const metadata = accountMetadata('My wishlist', 'The cakes and gifts you saved for later.', '/profile/wishlist');

/** SPEC §2 /profile/wishlist: the saved products, newest first, rendered on the server from the wishlist service. */
export default async function WishlistPage() {
  const member = await requireMember('/profile/wishlist');
  const entries = await wishlistProducts(member.id);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">My wishlist</h1>
        <p className="mt-1 text-sm text-gray-700">
          {entries.length === 0 ? 'Nothing saved yet.' : `${entries.length} saved ${entries.length === 1 ? 'item' : 'items'}.`}
        </p>
      </div>
      <WishlistItems initial={entries} />
    </div>
  );
}
