import type { OrderStatus } from '@/lib/domain/order-types';

// What dispatch's board and the rider's screen show (issue 24). Plain data, so the pages' small client parts can
// import the types without the server code. Money in paisa.

/** One order on the road, as dispatch and its rider see it. */
export type RoadOrder = {
  id: number;
  number: string;
  status: OrderStatus;
  statusLabel: string;
  /** Confirmed or baking: on the board greyed, as what is coming. */
  coming: boolean;
  deliveryDate: string;
  slotId: number;
  slotLabel: string;
  slotStartsAt: string;
  slotEndsAt: string;
  receiverName: string;
  phone: string;
  secondaryPhone: string | null;
  /** The place ('New Baneshwor, Kathmandu') and the landmark the customer wrote. */
  area: string;
  landmark: string;
  /** Google Maps link from the pin, when the address has one. */
  mapUrl: string | null;
  itemsBrief: string;
  /** Cash to take at the door: the total for an unpaid cash-on-delivery order, else 0 ('Paid'). */
  toCollect: number;
  paymentLabel: string;
  paid: boolean;
  note: string;
  rider: { id: number; name: string } | null;
  assignedAt: string | null;
  pickedUpAt: string | null;
  arrivedAt: string | null;
  deliveredAt: string | null;
  cashCollected: number | null;
};

export type RoadSlot = { slotId: number; label: string; startsAt: string; endsAt: string; orders: RoadOrder[] };

/** A rider with their load on the day: what they still have to take, what is on the road now, what they handed over. */
export type RiderLoad = { id: number; name: string; phone: string | null; assigned: number; onTheRoad: number; delivered: number };

/** A rider's cash on the day: collected at doors that Kathmandu day, and still to collect on the orders they hold. */
export type RiderCash = { riderId: number; name: string; collected: number; deliveredCod: number; toCollect: number; openCod: number };

export type DispatchDay = { date: string; slots: RoadSlot[]; riders: RiderLoad[]; cash: RiderCash[] };

export type RiderDay = { date: string; day: 'today' | 'tomorrow'; orders: RoadOrder[] };
