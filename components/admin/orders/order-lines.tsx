import { formatNpr } from '@/lib/domain/money';
import { orderTotalsRows } from '@/lib/domain/order-totals';
import type { AdminCakeOptions, AdminOrderView } from '@/lib/server/services/admin-orders/types';
import { Section } from './section';

// What was bought: each line with its cake's choices one by one (the kitchen bakes from these, so none is folded into a
// summary), add-ons and free gifts, then the amounts as the customer saw them.

const money = (paisa: number) => formatNpr(paisa, { compact: false });

function CakeChoices({ cake }: { cake: AdminCakeOptions }) {
  const facts: [string, string][] = [];
  if (cake.pound !== null) facts.push(['Weight', `${cake.pound} lb`]);
  if (cake.tiers !== null) facts.push(['Tiers', String(cake.tiers)]);
  if (cake.height) facts.push(['Height', cake.height]);
  if (cake.flavour) facts.push(['Flavour', cake.flavour]);
  if (cake.icing) facts.push(['Icing', cake.icing]);
  facts.push(['Eggless', cake.eggless ? 'Yes' : 'No']);
  if (cake.lessCream) facts.push(['Cream', 'Less cream']);
  return (
    <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-xs sm:grid-cols-[auto_1fr_auto_1fr]">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-gray-700">{term}</dt>
          <dd className={term === 'Eggless' && cake.eggless ? 'font-bold text-emerald-800' : ''}>{value}</dd>
        </div>
      ))}
      {cake.message ? (
        <div className="contents">
          <dt className="text-gray-700">Message</dt>
          <dd className="col-span-1 font-semibold sm:col-span-3">“{cake.message}”</dd>
        </div>
      ) : null}
      {cake.photoUrl ? (
        <div className="contents">
          <dt className="text-gray-700">Photo</dt>
          <dd className="sm:col-span-3">
            <a href={cake.photoUrl} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
              The customer’s photo<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

const KIND_WORDS = { product: '', accessory: 'Add-on', gift: 'Free gift', prize: 'Prize' } as const;

export function LinesPanel({ order }: { order: AdminOrderView }) {
  const itemCount = order.lines.filter((l) => l.kind === 'product').reduce((n, l) => n + l.quantity, 0);
  return (
    <Section title="Items" id="items">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">The order’s lines</caption>
        <thead className="text-xs uppercase text-gray-700">
          <tr>
            <th scope="col" className="py-1 pr-2">Item</th>
            <th scope="col" className="py-1 pr-2 text-right">Qty</th>
            <th scope="col" className="py-1 pr-2 text-right">Each</th>
            <th scope="col" className="py-1 text-right">Line</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line) => (
            <tr key={line.id} className="border-t border-gray-200 align-top">
              <th scope="row" className="py-1.5 pr-2 font-normal">
                {KIND_WORDS[line.kind] ? <span className="mr-1 rounded bg-gray-100 px-1 text-xs font-semibold">{KIND_WORDS[line.kind]}</span> : null}
                <span className="font-semibold">{line.name}</span>
                {line.cake ? <CakeChoices cake={line.cake} /> : line.optionsSummary.length ? <p className="text-xs text-gray-700">{line.optionsSummary.join(', ')}</p> : null}
                {line.note ? <p className="text-xs text-gray-700">{line.note}</p> : null}
              </th>
              <td className="py-1.5 pr-2 text-right tabular-nums">{line.quantity}</td>
              <td className="py-1.5 pr-2 text-right tabular-nums">{money(line.unitPrice)}</td>
              <td className="py-1.5 text-right tabular-nums">{money(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="ml-auto mt-2 max-w-sm text-sm">
        {orderTotalsRows(order.totals, { couponCode: order.couponCode, itemCount }).map((row) => (
          <div key={row.label} className={`flex justify-between gap-4 py-0.5 ${row.strong ? 'border-t border-gray-300 font-bold' : ''}`}>
            <dt>
              {row.label}
              {row.note ? <span className="block text-xs font-normal text-gray-700">{row.note}</span> : null}
            </dt>
            <dd className="tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
