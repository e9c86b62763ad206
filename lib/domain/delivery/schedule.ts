import { TZDate } from '@date-fns/tz';
import { addDays, addMinutes, format } from 'date-fns';
import { inKathmandu, KATHMANDU_TZ, kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import { DAILY_CUTOFF_MINUTE, type LeadRule } from './lead-time';

// When can an order arrive? Every rule here works on Kathmandu wall-clock time through the tz database (TZDate), so a
// server in UTC gives the same answer as one in Kathmandu: 23:50 NPT is 18:05 UTC of the same calendar day, and
// 00:10 NPT is still "yesterday" in UTC.

export type SlotDef = { id: number; label: string; startMinute: number; endMinute: number; capacity: number };

export type MethodDef = {
  id: number;
  code: string;
  name: string;
  description: string;
  /** Paisa added to the place's charge. */
  premium: number;
  valleyOnly: boolean;
  slots: readonly SlotDef[];
};

/** The delivery place as the schedule sees it (null = not chosen yet: valley rules). */
export type PlaceRules = { name: string; inValley: boolean; leadDays: number };

/** How many deliveries a slot already has on a date. */
export type BookingLookup = (slotId: number, dateKey: string) => number;

export type Earliest = { at: Date; reason: string };

/** `full`: closed because it has no room left that day (for this order's cakes), as checkout shows "Full". */
export type SlotStatus = { available: boolean; reason?: string; full?: boolean };

const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Kathmandu midnight at the start of a 'yyyy-MM-dd' day. */
export function kathmanduDayStart(dateKey: string): TZDate {
  const match = DATE_KEY.exec(dateKey);
  if (!match) throw new RangeError(`Not a date key: ${dateKey}`);
  return new TZDate(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 0, 0, 0, KATHMANDU_TZ);
}

/** True for a real calendar day in 'yyyy-MM-dd' form (2026-02-30 is not). */
export function isValidDateKey(value: string): boolean {
  if (!DATE_KEY.test(value)) return false;
  return format(kathmanduDayStart(value), 'yyyy-MM-dd') === value;
}

export function addDaysToKey(dateKey: string, days: number): string {
  return format(addDays(kathmanduDayStart(dateKey), days), 'yyyy-MM-dd');
}

/** The slot's start and end instants on a delivery date; a slot ending at 1440 ends at the next day's 00:00. */
export function slotWindow(dateKey: string, slot: Pick<SlotDef, 'startMinute' | 'endMinute'>): { start: TZDate; end: TZDate } {
  const day = kathmanduDayStart(dateKey);
  return { start: addMinutes(day, slot.startMinute), end: addMinutes(day, slot.endMinute) };
}

function minuteOfDay(instant: Date): number {
  const local = inKathmandu(instant);
  return local.getHours() * 60 + local.getMinutes();
}

/**
 * The earliest instant the goods can reach the customer: now + the cart's lead time; after the day's cut-off the
 * same-day products wait for tomorrow; a place outside the valley is not reached before the start of the day its
 * transit days lead to (counted from tomorrow once the courier's cut-off has passed). Partner bakeries there bake
 * while the order travels, so the two are not added up: the later one wins, and `reason` says which.
 */
export function earliestDelivery(now: Date, rule: LeadRule, place: PlaceRules | null): Earliest {
  const today = kathmanduDateKey(now);
  const afterCutoff = minuteOfDay(now) >= DAILY_CUTOFF_MINUTE;
  let earliest: Earliest = { at: addMinutes(now, rule.leadMinutes), reason: rule.reason || 'Your order needs time to be prepared.' };
  const later = (at: Date, reason: string) => {
    if (at.getTime() > earliest.at.getTime()) earliest = { at, reason };
  };
  if (rule.sameDayCutoff && afterCutoff) {
    later(kathmanduDayStart(addDaysToKey(today, 1)), 'Ordered after 6 PM: same-day gifts go out tomorrow.');
  }
  if (place && place.leadDays > 0) {
    const days = place.leadDays + (afterCutoff ? 1 : 0);
    later(kathmanduDayStart(addDaysToKey(today, days)), `Delivery to ${place.name} takes ${place.leadDays} days.`);
  }
  return earliest;
}

export function methodStatus(method: Pick<MethodDef, 'name' | 'valleyOnly'>, place: PlaceRules | null): SlotStatus {
  if (method.valleyOnly && place && !place.inValley) {
    return { available: false, reason: `${method.name} is only available inside Kathmandu valley.` };
  }
  return { available: true };
}

/**
 * A slot is offered when it ends after both now and the earliest delivery, and it still has room that day for the
 * order's `units` (its cakes, lib/domain/kitchen.ts slotUnitsFor; 1 when not known). A capacity of 0 closes it.
 */
export function slotStatus(input: { dateKey: string; slot: SlotDef; now: Date; earliest: Earliest; booked: number; units?: number }): SlotStatus {
  const { end } = slotWindow(input.dateKey, input.slot);
  if (end.getTime() <= input.now.getTime()) return { available: false, reason: 'This time has passed.' };
  if (end.getTime() <= input.earliest.at.getTime()) return { available: false, reason: input.earliest.reason };
  if (input.slot.capacity === 0) return { available: false, reason: 'We are not delivering in this slot that day.' };
  if (input.booked >= input.slot.capacity) return { available: false, full: true, reason: 'This slot is fully booked.' };
  const units = input.units ?? 1;
  if (input.booked + units > input.slot.capacity) {
    const left = input.slot.capacity - input.booked;
    return { available: false, full: true, reason: `This slot has room for only ${left} more ${left === 1 ? 'cake' : 'cakes'}; your order has ${units}.` };
  }
  return { available: true };
}

export type SlotView = { id: number; label: string; start: string; end: string; available: boolean; reason?: string; full?: boolean };
export type MethodSlots = {
  id: number;
  code: string;
  name: string;
  description: string;
  premium: number;
  available: boolean;
  reason?: string;
  timeSlots: SlotView[];
};

const hhmm = (minute: number) => `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** Every method with each of its slots on `dateKey`, marked offered or not (with the reason). */
export function slotsForDate(input: {
  dateKey: string;
  methods: readonly MethodDef[];
  place: PlaceRules | null;
  now: Date;
  earliest: Earliest;
  booked: BookingLookup;
  /** Places the order needs in a slot (its cakes); 1 when not known. */
  units?: number;
}): MethodSlots[] {
  return input.methods.map((method) => {
    const status = methodStatus(method, input.place);
    const timeSlots = method.slots.map((slot): SlotView => {
      const state = status.available
        ? slotStatus({ dateKey: input.dateKey, slot, now: input.now, earliest: input.earliest, booked: input.booked(slot.id, input.dateKey), units: input.units })
        : status;
      return { id: slot.id, label: slot.label, start: hhmm(slot.startMinute), end: hhmm(slot.endMinute), ...state };
    });
    return {
      id: method.id,
      code: method.code,
      name: method.name,
      description: method.description,
      premium: method.premium,
      ...status,
      timeSlots,
    };
  });
}

export type FirstDelivery = { dateKey: string; at: TZDate; methodCode: string; slotId: number };

const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * The first slot that can be offered, searching day by day from today (Kathmandu) up to `horizonDays`. Within a day
 * the earliest arrival wins, the cheaper method on a tie. `at` is when that slot can bring the goods: its start, or
 * the earliest instant (rounded up to 5 minutes) when that falls inside the slot.
 */
export function firstDelivery(input: {
  now: Date;
  methods: readonly MethodDef[];
  place: PlaceRules | null;
  earliest: Earliest;
  booked: BookingLookup;
  horizonDays?: number;
  units?: number;
}): FirstDelivery | null {
  const today = kathmanduDateKey(input.now);
  const methods = input.methods.filter((m) => methodStatus(m, input.place).available);
  for (let offset = 0; offset <= (input.horizonDays ?? 30); offset++) {
    const dateKey = addDaysToKey(today, offset);
    let best: (FirstDelivery & { premium: number }) | null = null;
    for (const method of methods) {
      for (const slot of method.slots) {
        const state = slotStatus({ dateKey, slot, now: input.now, earliest: input.earliest, booked: input.booked(slot.id, dateKey), units: input.units });
        if (!state.available) continue;
        const { start, end } = slotWindow(dateKey, slot);
        const rounded = Math.ceil(input.earliest.at.getTime() / FIVE_MINUTES) * FIVE_MINUTES;
        const atMs = Math.max(start.getTime(), Math.min(rounded, end.getTime()));
        const better = !best || atMs < best.at.getTime() || (atMs === best.at.getTime() && method.premium < best.premium);
        if (better) best = { dateKey, at: new TZDate(atMs, KATHMANDU_TZ), methodCode: method.code, slotId: slot.id, premium: method.premium };
      }
    }
    if (best) return { dateKey: best.dateKey, at: best.at, methodCode: best.methodCode, slotId: best.slotId };
  }
  return null;
}

/** ISO 8601 with Kathmandu's offset, e.g. '2026-03-11T09:00:00+05:45'. */
export function kathmanduIso(instant: Date): string {
  return format(inKathmandu(instant), "yyyy-MM-dd'T'HH:mm:ssXXX");
}
