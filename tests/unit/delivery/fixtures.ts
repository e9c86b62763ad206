import type { DeliveryProduct } from '@/lib/domain/delivery/lead-time';
import type { BookingLookup, MethodDef, PlaceRules } from '@/lib/domain/delivery/schedule';

// The seed's methods and slots (minutes after Kathmandu midnight), written out so the rules are tested on their own.
export const METHODS: MethodDef[] = [
  {
    id: 1, code: 'standard', name: 'Standard delivery', description: '', premium: 0, valleyOnly: false,
    slots: [
      { id: 1, label: '9 AM – 12 PM', startMinute: 540, endMinute: 720, capacity: 40 },
      { id: 2, label: '12 PM – 3 PM', startMinute: 720, endMinute: 900, capacity: 40 },
      { id: 3, label: '3 PM – 6 PM', startMinute: 900, endMinute: 1080, capacity: 40 },
      { id: 4, label: '6 PM – 9 PM', startMinute: 1080, endMinute: 1260, capacity: 30 },
    ],
  },
  {
    id: 2, code: 'express', name: 'Express delivery', description: '', premium: 15000, valleyOnly: true,
    slots: [
      { id: 5, label: '8 AM – 10 AM', startMinute: 480, endMinute: 600, capacity: 8 },
      { id: 10, label: '6 PM – 8 PM', startMinute: 1080, endMinute: 1200, capacity: 8 },
    ],
  },
  {
    id: 3, code: 'midnight', name: 'Midnight delivery', description: '', premium: 50000, valleyOnly: true,
    slots: [{ id: 11, label: '11 PM – 12 AM (midnight)', startMinute: 1380, endMinute: 1440, capacity: 20 }],
  },
];

export const STANDARD_ONLY: MethodDef[] = METHODS.filter((m) => m.code === 'standard');

export const BANESHWOR: PlaceRules = { name: 'New Baneshwor', inValley: true, leadDays: 0 };
export const POKHARA: PlaceRules = { name: 'Pokhara', inValley: false, leadDays: 2 };

const base = { isUrgent: false, isReadyMade: false, categorySlugs: [] as string[] };
export const GIFT: DeliveryProduct = { ...base, id: 1, name: 'Red roses', type: 'product', categorySlugs: ['flowers'] };
export const CAKE: DeliveryProduct = { ...base, id: 2, name: 'Black forest cake', type: 'cake', categorySlugs: ['birthday-cakes'] };
export const READY_CAKE: DeliveryProduct = { ...base, id: 3, name: 'Ready chocolate cake', type: 'cake', isReadyMade: true, isUrgent: true };
export const TIERED_CAKE: DeliveryProduct = { ...base, id: 4, name: 'Two-tier wedding cake', type: 'cake', categorySlugs: ['tiered-wedding-cakes'] };
export const SCOOTER: DeliveryProduct = { ...base, id: 5, name: 'E-scooter', type: 'automobile', categorySlugs: ['automobiles'] };
export const MUG: DeliveryProduct = { ...base, id: 6, name: 'Photo mug', type: 'product', categorySlugs: ['personalised-gifts'] };

export const noBookings: BookingLookup = () => 0;

/** A Kathmandu wall-clock time on 10 March 2026, as the instant it is (Kathmandu is UTC+05:45 all year). */
export const npt = (time: string, day = '2026-03-10') => new Date(`${day}T${time}:00+05:45`);
