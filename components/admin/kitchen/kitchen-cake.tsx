import type { KitchenCake } from '@/lib/domain/kitchen';

// One cake as the kitchen makes it: product and weight first (what goes in the oven), then tiers, flavour, icing,
// eggless in bold (a mistake there is a customer who cannot eat their cake), the message to write and the photo.

export function cakeFacts(cake: KitchenCake): string[] {
  return [
    cake.pound !== null ? `${cake.pound} lb` : null,
    cake.tiers > 1 ? `${cake.tiers} tiers` : null,
    cake.height,
    cake.flavour,
    cake.icing,
    cake.lessCream ? 'Less cream' : null,
  ].filter((fact): fact is string => fact !== null);
}

export function KitchenCakeLine({ cake }: { cake: KitchenCake }) {
  return (
    <div className="flex gap-2">
      {cake.photoUrl ? (
        <a href={cake.photoUrl} target="_blank" rel="noreferrer" className="shrink-0" title="Open the customer's photo">
          {/* eslint-disable-next-line @next/next/no-img-element -- an upload served as is (SVG, JPEG, PNG), not an optimisable asset */}
          <img src={cake.photoUrl} alt={`Customer's photo for ${cake.name}`} width={48} height={48} className="h-12 w-12 rounded border border-gray-300 object-cover" />
        </a>
      ) : null}
      <div className="min-w-0">
        <p>
          <span className="font-semibold">
            {cake.quantity} × {cake.name}
          </span>
          {cake.free ? <span className="ml-1 text-xs text-gray-600">(free)</span> : null}
        </p>
        <p className="text-gray-800">
          {cakeFacts(cake).join(' · ')}
          {cake.eggless ? <strong className="ml-1 rounded bg-yellow-200 px-1 uppercase text-yellow-950">Eggless</strong> : null}
        </p>
        {cake.message ? (
          <p className="text-gray-900">
            Write: <span className="font-semibold">“{cake.message}”</span>
          </p>
        ) : null}
        {cake.photoUrl ? <p className="text-xs font-semibold text-brand-800">Photo cake</p> : null}
      </div>
    </div>
  );
}
