import 'server-only';
import { addDaysToKey } from '@/lib/domain/delivery/schedule';
import { kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import { countPerProduct, type KitchenOrder, type KitchenSlot } from '@/lib/domain/kitchen';
import type { KitchenFilters } from '@/lib/validation/kitchen';
import { loadDayAreas, loadDayBookings, loadDayOrders, loadSlotDefinitions } from './day';

// The kitchen's board: one delivery day (Kathmandu), its slots in time order, what each holds of its capacity, what
// to bake per product and weight, and every order's cakes. The page renders it on the server and the board's API
// answers the same object, which the page polls to stay current without a reload.

export type KitchenBoard = {
  date: string;
  today: string;
  previousDate: string;
  nextDate: string;
  filters: KitchenFilters;
  /** Any filter narrowing the board (the counts per product are then of the orders shown). */
  filtered: boolean;
  slots: KitchenSlot[];
  totals: { orders: number; cakes: number; awaitingConfirmation: number };
  /** Places with orders that day, for the area filter. */
  areas: { id: number; name: string }[];
};

export async function loadKitchenBoard(input: { date?: string | undefined; filters: KitchenFilters; now?: Date }): Promise<KitchenBoard> {
  const today = kathmanduDateKey(input.now ?? new Date());
  const date = input.date ?? today;
  const { filters } = input;
  const [definitions, dayOrders, areas] = await Promise.all([loadSlotDefinitions(), loadDayOrders(date, filters), loadDayAreas(date)]);
  const bookings = await loadDayBookings(date, definitions.map((d) => d.id));

  const ordersBySlot = new Map<number, KitchenOrder[]>();
  for (const order of dayOrders) ordersBySlot.set(order.slotId, [...(ordersBySlot.get(order.slotId) ?? []), order]);

  // Slots taking orders, and any closed or retired slot that still has some that day (they must still be baked).
  const slots: KitchenSlot[] = definitions
    .filter((d) => !filters.method || d.methodCode === filters.method)
    .filter((d) => d.isActive || ordersBySlot.has(d.id) || (bookings.get(d.id) ?? 0) > 0)
    .map((d) => {
      const slotOrders = ordersBySlot.get(d.id) ?? [];
      return {
        id: d.id,
        label: d.label,
        methodCode: d.methodCode,
        methodName: d.methodName,
        startMinute: d.startMinute,
        endMinute: d.endMinute,
        capacity: d.capacity,
        booked: bookings.get(d.id) ?? 0,
        products: countPerProduct(slotOrders),
        orders: slotOrders,
      };
    });

  const live = dayOrders.filter((o) => o.status !== 'cancelled');
  const filtered = Boolean(filters.status || filters.area !== undefined || filters.method || filters.payment || filters.pay);
  return {
    date,
    today,
    previousDate: addDaysToKey(date, -1),
    nextDate: addDaysToKey(date, 1),
    filters,
    filtered,
    slots,
    totals: {
      orders: live.length,
      cakes: live.reduce((sum, o) => sum + o.cakes.reduce((n, c) => n + c.quantity, 0), 0),
      awaitingConfirmation: live.filter((o) => o.status === 'placed').length,
    },
    areas,
  };
}
