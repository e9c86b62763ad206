import { ButtonLink } from '@/components/ui/button-link';

/** The cart with nothing to order; `addOnsWaiting`: it holds add-ons only, which travel with a cake or gift. */
export function EmptyCart({ addOnsWaiting = false }: { addOnsWaiting?: boolean }) {
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <p className="font-display text-2xl font-bold text-cocoa-900">
        {addOnsWaiting ? 'Your add-ons need a cake or gift' : 'No Items In the Cart'}
      </p>
      <p className="mt-2 text-gray-700">
        {addOnsWaiting
          ? 'Candles, cards and other add-ons are delivered with a cake or gift. Choose one to check out.'
          : 'Find a cake or a gift for someone special: we deliver across Nepal.'}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <ButtonLink href="/category/cakes">Browse cakes</ButtonLink>
        <ButtonLink href="/products" variant="secondary">
          All gifts
        </ButtonLink>
      </div>
    </div>
  );
}
