'use client';

import Link from 'next/link';
import { useState } from 'react';
import { lazyToast as toast } from '@/components/ui/lazy-toast';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { ArtImage } from '@/components/ui/art-image';
import { Price } from '@/components/ui/price';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api/errors';
import { cartCalls } from '@/lib/api/hooks/use-cart';
import { wishlistCalls } from '@/lib/api/hooks/use-wishlist';
import type { ProductCard } from '@/lib/domain/catalogue-types';
import type { WishlistType } from '@/lib/validation/wishlist';
import { useFavoritesStore } from '@/stores/favorites-store';

export type WishlistEntryView = { type: WishlistType; product: ProductCard };

/** /profile/wishlist: each wished product with its picture and price, Add to cart, and Remove. */
export function WishlistItems({ initial }: { initial: WishlistEntryView[] }) {
  const [entries, setEntries] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const [messages, setMessages] = useState<Record<number, string>>({});

  const say = (id: number, message: string | null) =>
    setMessages((m) => {
      const next = { ...m };
      if (message) next[id] = message;
      else delete next[id];
      return next;
    });

  const removeEntry = async ({ product, type }: WishlistEntryView) => {
    setBusy(`remove-${product.id}`);
    say(product.id, null);
    try {
      const answer = await wishlistCalls.remove(product.id, type);
      useFavoritesStore.getState().setLists(answer.wishlist);
      setEntries((list) => list.filter((e) => e.product.id !== product.id));
      toast.success(`${product.name} was removed from your wishlist.`);
    } catch (error) {
      say(product.id, apiErrorMessage(error, 'We could not remove this. Please try again.'));
    } finally {
      setBusy(null);
    }
  };

  const addToCart = async ({ product }: WishlistEntryView) => {
    setBusy(`cart-${product.id}`);
    say(product.id, null);
    try {
      await cartCalls.add({ productId: product.id, quantity: 1 });
      toast.success(`${product.name} is in your cart.`);
    } catch (error) {
      const fields = Object.values(apiFieldErrors(error));
      say(product.id, fields[0] ?? apiErrorMessage(error, 'We could not add this to your cart. Please try again.'));
    } finally {
      setBusy(null);
    }
  };

  if (entries.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-cocoa-200 bg-cocoa-50 p-8 text-center">
        <p className="font-semibold text-cocoa-900">Your wishlist is empty</p>
        <p className="mt-1 text-sm text-gray-700">Tap the heart on any cake or gift to keep it here for later.</p>
        <ButtonLink href="/" className="mt-4">
          Start shopping
        </ButtonLink>
      </div>
    );
  }

  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Your wishlist">
      {entries.map((entry) => {
        const { product } = entry;
        const buyable = entry.type === 'product';
        return (
          <li key={product.id} data-testid="wishlist-item" className="flex flex-col overflow-hidden rounded-2xl border border-cocoa-100 bg-white shadow-sm">
            <Link href={product.url} className="block bg-cocoa-50" tabIndex={-1} aria-hidden="true">
              <ArtImage src={product.image.src} alt="" width={product.image.width} height={product.image.height} className="aspect-[4/3] h-auto w-full object-cover" />
            </Link>
            <div className="flex flex-1 flex-col gap-2 p-4">
              <h2 className="font-semibold leading-snug text-cocoa-900">
                <Link href={product.url} className="hover:text-brand-700 hover:underline">
                  {product.name}
                </Link>
              </h2>
              <p className="text-xs text-gray-700">{product.storeName}</p>
              <Price amount={product.sellingPrice} listPrice={product.salePrice === null ? null : product.price} />
              {!product.inStock && buyable ? <p className="text-sm font-semibold text-brand-800">Sold out for now</p> : null}
              {messages[product.id] ? (
                <p role="alert" className="text-sm text-brand-800">
                  {messages[product.id]}
                </p>
              ) : null}
              <div className="mt-auto flex flex-wrap gap-2 pt-2">
                {buyable ? (
                  <Button size="sm" onClick={() => addToCart(entry)} disabled={busy !== null || !product.inStock}>
                    {busy === `cart-${product.id}` ? 'Adding…' : 'Add to cart'}
                  </Button>
                ) : (
                  <p className="self-center text-sm text-gray-700">Ask us about this one: scooters are sold in the showroom.</p>
                )}
                <Button size="sm" variant="ghost" onClick={() => removeEntry(entry)} disabled={busy !== null} aria-label={`Remove ${product.name} from wishlist`}>
                  {busy === `remove-${product.id}` ? 'Removing…' : 'Remove'}
                </Button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
