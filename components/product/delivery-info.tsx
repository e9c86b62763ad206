import type { ProductType } from '@/lib/domain/catalogue-types';
import { productDeliveryFacts, type ProductDeliveryFacts } from '@/lib/server/services/delivery';

// What happens after ordering, in plain words, every sentence built from the rules (lead time, places and their days
// on the way, valley-only methods, the per-order cap, the payment methods checkout offers): see productDeliveryFacts.

const list = (items: readonly string[], type: 'conjunction' | 'disjunction' = 'conjunction') =>
  new Intl.ListFormat('en', { style: 'long', type }).format(items);

/** 'express delivery and midnight delivery': method names inside a sentence. */
const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

/** The lines of the box, from the facts (pure, so a test can read them without a database). */
export function deliveryLines(facts: ProductDeliveryFacts): string[] {
  const lines = [facts.lead];
  if (facts.sameDayCities.length > 0) {
    const extras = facts.valleyMethods.length > 0 ? `, and ${list(facts.valleyMethods.map(lowerFirst))} there too` : '';
    lines.push(`Same-day delivery in ${list(facts.sameDayCities)}${extras}.`);
  } else if (facts.valleyMethods.length > 0) {
    const [first = '', ...rest] = facts.valleyMethods;
    lines.push(`${list([first, ...rest.map(lowerFirst)])} inside Kathmandu valley.`);
  }
  const beyond = facts.beyondValley;
  if (beyond) {
    const days = beyond.minDays === beyond.maxDays ? `${beyond.minDays}` : `${beyond.minDays}–${beyond.maxDays}`;
    lines.push(`Outside the valley: ${beyond.places} ${beyond.places === 1 ? 'city' : 'cities'}, delivered in ${days} ${beyond.maxDays === 1 ? 'day' : 'days'}; checkout tells you if yours is one.`);
  } else {
    lines.push('Delivered inside Kathmandu valley only.');
  }
  if (facts.perOrderLimit !== null) lines.push(`At most ${facts.perOrderLimit} in one order.`);
  if (facts.payments.length > 0) lines.push(`Pay with ${list(facts.payments, 'disjunction')}.`);
  return lines;
}

/** The product page's delivery box (a server component: the facts are read from the rules as the page renders). */
export async function DeliveryInfo({ product }: { product: { id: number; type: ProductType; isUrgent: boolean } }) {
  const facts = await productDeliveryFacts(product);
  const title = product.type === 'automobile' ? 'Delivered ready to ride' : product.isUrgent ? 'Delivered within hours' : 'Delivery across Nepal';
  return (
    <div className="rounded-2xl border border-leaf-600/30 bg-leaf-500/5 p-4 text-sm text-cocoa-900" data-testid="delivery-info">
      <p className="font-semibold text-leaf-700">{title}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-gray-800">
        {deliveryLines(facts).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}
