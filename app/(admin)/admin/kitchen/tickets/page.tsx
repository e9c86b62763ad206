import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { KitchenTicketCard } from '@/components/admin/kitchen/kitchen-ticket';
import { PrintButton } from '@/components/admin/kitchen/print-button';
import { kathmanduDayStart } from '@/lib/domain/delivery/schedule';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { requireStaffPage } from '@/lib/server/auth/back-office';
import { ApiError } from '@/lib/server/http/errors';
import { loadKitchenTickets, type KitchenTickets } from '@/lib/server/services/kitchen';
import { kitchenTicketsQuerySchema } from '@/lib/validation/kitchen';

// Kitchen tickets (issue 24): /admin/kitchen/tickets?date=…&slot=… (a slot's cakes that day) or ?order=id (one
// order's). One ticket per cake, one per printed page (components/admin/kitchen/kitchen-ticket.tsx), big type for a
// busy kitchen; the Print button and the menu are not printed.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Kitchen tickets' };

type SearchParams = Record<string, string | string[] | undefined>;

export default async function KitchenTicketsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaffPage('kitchen.read', '/admin/kitchen/tickets');
  const parsed = kitchenTicketsQuerySchema.safeParse(await searchParams);
  if (!parsed.success) {
    return (
      <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-900">
        Choose a slot’s tickets from the <Link href="/admin/kitchen" className="font-semibold underline">kitchen board</Link>.
      </p>
    );
  }
  let data: KitchenTickets;
  try {
    data = await loadKitchenTickets({ date: parsed.data.date, slotId: parsed.data.slot, orderId: parsed.data.order });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
  const day = formatKathmanduDate(kathmanduDayStart(data.date), 'EEE d MMM yyyy');
  const what = data.orderId !== null ? `order ${data.tickets[0]?.orderNumber ?? ''}` : data.slot ? `${data.slot.label}, ${data.slot.methodName}` : 'the whole day';

  return (
    <div className="mx-auto max-w-3xl space-y-4 print:max-w-none print:space-y-0">
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <h1 className="text-xl font-bold">
          Kitchen tickets · {day} · {what}
        </h1>
        <p className="text-sm text-gray-700">
          {data.tickets.length} {data.tickets.length === 1 ? 'ticket' : 'tickets'}, one per cake, one per page.
        </p>
        {data.tickets.length ? <PrintButton label={`Print ${data.tickets.length} ${data.tickets.length === 1 ? 'ticket' : 'tickets'}`} /> : null}
        <Link href={`/admin/kitchen?date=${data.date}`} className="text-sm text-brand-700 hover:underline">
          Back to the board
        </Link>
      </div>
      {data.tickets.length === 0 ? <p className="rounded-lg border border-dashed border-gray-300 bg-white px-3 py-6 text-center">No cakes to bake here.</p> : null}
      {data.tickets.map((ticket) => (
        <KitchenTicketCard key={ticket.key} ticket={ticket} day={day} />
      ))}
    </div>
  );
}
