import { TZDate } from '@date-fns/tz';
import { formatKathmanduDate, KATHMANDU_TZ } from './kathmandu-time';

// The shop's setup (issue 25, /admin/setup): the kinds of thing a shop keeper sets up once and adjusts now and then
// (the catalogue's structure, delivery, discounts), and the small pure rules their forms and services share.

export const SETUP_KINDS = ['categories', 'brands', 'stores', 'occasions', 'automobiles', 'places', 'methods', 'slots', 'coupons', 'vouchers'] as const;
export type SetupKind = (typeof SETUP_KINDS)[number];

export const SETUP_KIND_LABELS: Record<SetupKind, string> = {
  categories: 'Categories',
  brands: 'Brands',
  stores: 'Stores',
  occasions: 'Occasions',
  automobiles: 'Automobiles',
  places: 'Delivery places',
  methods: 'Delivery methods',
  slots: 'Time slots',
  coupons: 'Coupons',
  vouchers: 'Vouchers',
};

export const isSetupKind = (value: string): value is SetupKind => (SETUP_KINDS as readonly string[]).includes(value);

/** What search engines show: Google cuts a title near 60 characters and a description near 160. */
export const META_TITLE_MAX = 60;
export const META_DESCRIPTION_MAX = 160;

/** A slug as the storefront's URLs carry it: lower-case words of letters and digits joined by single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 80;

/** 'HH:mm' of a minute after Kathmandu midnight (1440, the midnight slot's end, reads 24:00). */
export const minuteToClock = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** 'HH:mm' (00:00–24:00) → minutes after midnight, or null when it is not a time of day. */
export function clockToMinute(clock: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(clock.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (minutes > 59 || hours > 24 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A Kathmandu wall-clock time as a datetime-local input gives it ('2025-10-01T09:30') → the instant, or null when it
 * is not a real time (30 February). Through the tz database, never by adding 5h45m by hand.
 */
export function kathmanduWallTime(value: string): Date | null {
  const match = WALL_TIME.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number, number];
  const at = new TZDate(year, month - 1, day, hour, minute, second, KATHMANDU_TZ);
  if (at.getFullYear() !== year || at.getMonth() !== month - 1 || at.getDate() !== day || at.getHours() !== hour || at.getMinutes() !== minute) return null;
  return new Date(at.getTime());
}

/** The instant as a datetime-local input shows it, in Kathmandu: '2025-10-01T09:30'. */
export const toKathmanduWallTime = (at: Date | string): string => formatKathmanduDate(at, "yyyy-MM-dd'T'HH:mm");
