import { ButtonLink } from '@/components/ui/button';

export function EmptyCart() {
  return (
    <div className="mx-auto max-w-md py-16 text-center">
      <p className="font-display text-2xl font-bold text-cocoa-900">No Items In the Cart</p>
      <p className="mt-2 text-gray-700">Find a cake or a gift for someone special: we deliver across Nepal.</p>
      <div className="mt-6 flex justify-center gap-3">
        <ButtonLink href="/category/cakes">Browse cakes</ButtonLink>
        <ButtonLink href="/products" variant="secondary">
          All gifts
        </ButtonLink>
      </div>
    </div>
  );
}
