import type { KitchenTicket } from '@/lib/domain/kitchen';
import { ORDER_STATUS_LABELS } from '@/lib/domain/order-types';
import { cakeFacts } from './kitchen-cake';

// One kitchen ticket: one cake, one printed page (break-after: page), read from arm's length by a baker with
// cream on their hands: the order number and slot on top, the cake in big type, EGGLESS impossible to miss, the
// message exactly as it must be written, the customer's photo large enough to copy.

export function KitchenTicketCard({ ticket, day }: { ticket: KitchenTicket; day: string }) {
  const { cake } = ticket;
  return (
    <article
      className="break-inside-avoid break-after-page last:break-after-auto rounded-lg border-2 border-gray-900 bg-white p-5 text-gray-950 print:rounded-none print:border-0 print:p-0"
      aria-label={`Ticket ${ticket.index} of ${ticket.of} for ${ticket.orderNumber}`}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2 border-b-2 border-gray-900 pb-2">
        <p className="font-mono text-3xl font-bold">{ticket.orderNumber}</p>
        <p className="text-xl font-semibold">
          Cake {ticket.index} of {ticket.of}
        </p>
      </header>
      <p className="mt-2 text-2xl font-bold">
        {day} · {ticket.slotLabel}
      </p>
      <p className="text-lg">
        {ticket.methodName} · {ticket.area}
        {ticket.status === 'placed' ? <span className="ml-2 font-bold uppercase">Not confirmed yet</span> : <span className="ml-2">({ORDER_STATUS_LABELS[ticket.status]})</span>}
      </p>

      <h2 className="mt-4 text-4xl font-extrabold leading-tight">{cake.name}</h2>
      <p className="mt-1 text-3xl font-semibold">{cakeFacts(cake).join(' · ') || 'As shown in the catalogue'}</p>
      {cake.eggless ? <p className="mt-2 inline-block border-4 border-gray-950 px-3 py-1 text-4xl font-black uppercase tracking-wide">Eggless</p> : null}

      <section className="mt-4" aria-label="Message to write">
        <h3 className="text-lg font-semibold uppercase text-gray-700">Write on the cake</h3>
        <p className="text-4xl font-bold">{cake.message ? `“${cake.message}”` : <span className="text-2xl font-normal">No message</span>}</p>
      </section>

      {cake.photoUrl ? (
        <section className="mt-4" aria-label="Customer's photo">
          <h3 className="text-lg font-semibold uppercase text-gray-700">Photo to print</h3>
          {/* eslint-disable-next-line @next/next/no-img-element -- the customer's upload, printed as is */}
          <img src={cake.photoUrl} alt={`Customer's photo for ${ticket.orderNumber}`} className="mt-1 max-h-72 max-w-full border border-gray-400 object-contain" />
        </section>
      ) : null}

      {ticket.note ? (
        <section className="mt-4" aria-label="Note">
          <h3 className="text-lg font-semibold uppercase text-gray-700">Note</h3>
          <p className="text-2xl">{ticket.note}</p>
        </section>
      ) : null}
      {cake.free ? <p className="mt-3 text-lg">Free with the order (a gift or a prize): bake as usual.</p> : null}
    </article>
  );
}
