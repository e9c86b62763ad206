import type { CartItemOptions } from './cart-types';
import type { OrderPaymentStatus, OrderStatus } from './order-types';

// The kitchen's board (issue 24): what to bake for which slot of a delivery day, read by the board's page, its API,
// the kitchen tickets and place-order's slot booking. Pure rules only; the service (lib/server/services/kitchen)
// reads the rows.
//
// A "cake" is one unit of a product line (a paid line, a free gift or a prize's item, never an add-on) whose product
// is of type 'cake' in the catalogue: a line of 2 × Black Forest is 2 cakes, so 2 tickets and 2 places in its slot.

/** A line of an order as the kitchen rules need it. */
export type SlotUnitLine = { type: string | null | undefined; quantity: number };

/**
 * Places of its delivery slot an order takes: one per cake (slots hold cakes, the number the oven and the riders can
 * carry), and 1 for an order without a cake (flowers, a gift box): it still takes a rider's trip in that slot.
 */
export function slotUnitsFor(lines: readonly SlotUnitLine[]): number {
  const cakes = lines.reduce((sum, line) => sum + (line.type === 'cake' ? line.quantity : 0), 0);
  return Math.max(1, cakes);
}

/** The kitchen's two steps and the status each starts from. */
export const KITCHEN_STEPS = {
  baking: { from: 'confirmed', to: 'baking', label: 'Start baking' },
  ready: { from: 'baking', to: 'ready', label: 'Ready' },
} as const satisfies Record<string, { from: OrderStatus; to: OrderStatus; label: string }>;
export type KitchenStep = keyof typeof KITCHEN_STEPS;

/** The kitchen's next step for an order in this status, or null (not yet confirmed, or past the kitchen). */
export function kitchenStepFor(status: OrderStatus): KitchenStep | null {
  if (status === KITCHEN_STEPS.baking.from) return 'baking';
  if (status === KITCHEN_STEPS.ready.from) return 'ready';
  return null;
}

/** One cake line of an order, as the kitchen bakes it. */
export type KitchenCake = {
  itemId: number;
  productId: number | null;
  name: string;
  quantity: number;
  /** Pounds; null when the line has no weight (a ready-made cake sold as is). */
  pound: number | null;
  tiers: number;
  /** Height's label ('Tall'), null for a regular one. */
  height: string | null;
  flavour: string | null;
  icing: string | null;
  eggless: boolean;
  lessCream: boolean;
  /** What to write on the cake, exactly as the customer typed it; null without one. */
  message: string | null;
  /** The customer's photo for a photo cake (served by /media/uploads/{id}); null without one. */
  photoUrl: string | null;
  /** A free gift or a prize's item: baked all the same. */
  free: boolean;
};

/** Anything else in the order: an add-on (candles, a knife, a card) or a product that is not a cake. */
export type KitchenExtra = { name: string; quantity: number; kind: 'accessory' | 'product' };

export type KitchenOrder = {
  id: number;
  number: string;
  status: OrderStatus;
  paymentStatus: OrderPaymentStatus;
  paymentMethod: string;
  deliveryMethod: string;
  slotId: number;
  slotLabel: string;
  area: { id: number; name: string };
  /** What the customer wrote for the shop at checkout. */
  note: string;
  cakes: KitchenCake[];
  extras: KitchenExtra[];
  /** Places of the slot this order holds (its cakes, at least 1). */
  slotUnits: number;
  /** The kitchen's next step, or null. A placed order is shown but waits for confirmation. */
  step: KitchenStep | null;
};

export type ProductCount = { key: string; label: string; count: number };

export type KitchenSlot = {
  id: number;
  label: string;
  methodCode: string;
  methodName: string;
  startMinute: number;
  endMinute: number;
  /** Cakes this slot takes a day (0: closed). */
  capacity: number;
  /** Places booked on the day (every order not cancelled, whatever the filters show). */
  booked: number;
  /** What to bake for this slot among the orders shown, per product and weight, most first. */
  products: ProductCount[];
  orders: KitchenOrder[];
};

/** "Classic Black Forest Cake · 2 lb" (the weight is what the oven needs to know). */
export function productCountLabel(cake: Pick<KitchenCake, 'name' | 'pound' | 'tiers'>): string {
  const parts = [cake.name];
  if (cake.pound !== null) parts.push(`${cake.pound} lb`);
  if (cake.tiers > 1) parts.push(`${cake.tiers} tiers`);
  return parts.join(' · ');
}

/**
 * Counts per product and weight over the orders' cakes (a cancelled order bakes nothing), most first, then by name.
 * Products that are not cakes are counted too under their name: the kitchen packs them for the same slot.
 */
export function countPerProduct(orders: readonly Pick<KitchenOrder, 'status' | 'cakes' | 'extras'>[]): ProductCount[] {
  const counts = new Map<string, ProductCount>();
  const add = (key: string, label: string, n: number) => {
    const seen = counts.get(key);
    if (seen) seen.count += n;
    else counts.set(key, { key, label, count: n });
  };
  for (const order of orders) {
    if (order.status === 'cancelled') continue;
    for (const cake of order.cakes) add(`cake:${cake.productId ?? cake.name}:${cake.pound ?? ''}:${cake.tiers}`, productCountLabel(cake), cake.quantity);
    for (const extra of order.extras) if (extra.kind === 'product') add(`product:${extra.name}`, extra.name, extra.quantity);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/** The cake's facts as the kitchen reads them from an order line's stored options and the catalogue's names. */
export function kitchenCakeOf(
  line: { id: number; productId: number | null; name: string; quantity: number; kind: string; options: CartItemOptions },
  names: { flavour?: string | null; icing?: string | null; height?: string | null; photoUrl?: string | null },
): KitchenCake {
  const o = line.options ?? {};
  const message = typeof o.message === 'string' && o.message.trim() !== '' ? o.message : null;
  return {
    itemId: line.id,
    productId: line.productId,
    name: line.name,
    quantity: line.quantity,
    pound: typeof o.pound === 'number' ? o.pound : null,
    tiers: typeof o.tier === 'number' && o.tier > 0 ? o.tier : 1,
    height: o.height && o.height !== 'regular' ? (names.height ?? o.height) : null,
    flavour: names.flavour ?? null,
    icing: names.icing ?? null,
    eggless: o.eggless === true,
    lessCream: o.lessCream === true,
    message,
    photoUrl: names.photoUrl ?? null,
    free: line.kind === 'gift' || line.kind === 'prize',
  };
}

/** One printed kitchen ticket: one cake (a line of 2 prints 2), numbered within its order. */
export type KitchenTicket = {
  key: string;
  orderId: number;
  orderNumber: string;
  status: OrderStatus;
  deliveryDate: string;
  slotLabel: string;
  methodName: string;
  area: string;
  cake: KitchenCake;
  /** 1-based among the order's cakes, and how many cakes the order has. */
  index: number;
  of: number;
  note: string;
};

/** One ticket per cake, in the orders' order; cancelled orders print nothing. */
export function ticketsFor(
  orders: readonly (Pick<KitchenOrder, 'id' | 'number' | 'status' | 'slotLabel' | 'area' | 'cakes' | 'note'> & { deliveryDate: string; methodName: string })[],
): KitchenTicket[] {
  const tickets: KitchenTicket[] = [];
  for (const order of orders) {
    if (order.status === 'cancelled') continue;
    const of = order.cakes.reduce((sum, cake) => sum + cake.quantity, 0);
    let index = 0;
    for (const cake of order.cakes) {
      for (let copy = 0; copy < cake.quantity; copy += 1) {
        index += 1;
        tickets.push({
          key: `${order.id}-${cake.itemId}-${copy}`,
          orderId: order.id,
          orderNumber: order.number,
          status: order.status,
          deliveryDate: order.deliveryDate,
          slotLabel: order.slotLabel,
          methodName: order.methodName,
          area: order.area.name,
          cake,
          index,
          of,
          note: order.note,
        });
      }
    }
  }
  return tickets;
}

/** How full a slot is, for the board's and the slots page's badges. */
export function slotFullness(booked: number, capacity: number): 'closed' | 'over' | 'full' | 'busy' | 'open' {
  if (capacity === 0) return booked > 0 ? 'over' : 'closed';
  if (booked > capacity) return 'over';
  if (booked === capacity) return 'full';
  return booked / capacity >= 0.75 ? 'busy' : 'open';
}
