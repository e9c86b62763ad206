import { z } from 'zod';
import { COUPON_KINDS } from '@/lib/domain/cart-rules';
import { rupeesToPaisa } from '@/lib/domain/money';
import { clockToMinute, kathmanduWallTime, META_DESCRIPTION_MAX, META_TITLE_MAX, SLUG_MAX, SLUG_PATTERN } from '@/lib/domain/shop-setup';
import { deliveryMethodCodeSchema } from './delivery';
import { idWithMessage, MAX_INT } from './ids';
import { blankToUndefined } from './query-values';
import { text } from './text';

// The shop's setup forms (/admin/setup, issue 25). Each schema reads what the form sends and gives the row's columns:
// amounts typed in rupees come out as integer paisa, windows typed in Kathmandu wall time come out as instants, times
// of day come out as minutes after Kathmandu midnight. An edit sends the whole form again (the same schema), so a rule
// between two fields (a window's end after its start) is always checked on the pair that will be stored. Whether
// shoppers see a row is not in the forms: it is its own action (visibilitySchema), so an edit never shows or hides.

/** The most any setup amount may be: रू 1 crore, far above any charge or discount, far below the column's limit. */
const MAX_RUPEES = 1_00_00_000;

const name = (label: string, max = 80) => text({ error: `${label} is required` }).trim().min(1, `${label} is required`).max(max, `${label} is at most ${max} characters`);
const prose = (label: string, max: number) => z.preprocess((v) => v ?? '', text({ error: `${label} must be text` }).trim().max(max, `${label} is at most ${max} characters`));

export const slugSchema = text({ error: 'Slug is required' })
  .trim()
  .min(1, 'Slug is required')
  .max(SLUG_MAX, `Slug is at most ${SLUG_MAX} characters`)
  .regex(SLUG_PATTERN, 'Slug is lower-case letters and digits joined by single hyphens, e.g. birthday-cakes');

const position = z.coerce.number({ error: 'Order must be a number' }).int('Order must be a whole number').min(0, 'Order cannot be negative').max(100_000, 'Order is at most 100000').default(0);
const flag = (label: string) => z.boolean({ error: `${label} must be true or false` }).default(false);
/**
 * An image: a file name (a category's, under /media/categories/) or a path of the shop's own /media (generated art
 * carries its drawing in the path). Never another site: nothing on a page loads from outside the machine.
 */
const fileName = (label: string) =>
  text({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(500, `${label} is at most 500 characters`)
    .regex(/^(?:\/media\/[^\s?#\\]+|[A-Za-z0-9][A-Za-z0-9._-]*)$/, `${label} is a file name (birthday.svg) or a path under /media/`)
    .refine((v) => !v.split('/').includes('..'), `${label} cannot climb out of /media`);

/** Rupees with at most 2 decimals → paisa. */
const rupees = (label: string) =>
  z.coerce
    .number({ error: `${label} must be an amount in rupees` })
    .min(0, `${label} cannot be negative`)
    .max(MAX_RUPEES, `${label} is at most रू 1 crore`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `${label} has at most 2 decimals (paisa)`)
    .transform(rupeesToPaisa);
/** An amount that may be left empty (no minimum, no cap). */
const optionalRupees = (label: string) => z.preprocess((v) => (v === null ? undefined : blankToUndefined(v)), rupees(label).optional()).transform((v) => v ?? null);

const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce.number({ error: `${label} must be a number` }).int(`${label} must be a whole number`).min(min, `${label} is at least ${min}`).max(max, `${label} is at most ${max}`);
const optionalWhole = (label: string, min: number, max: number) => z.preprocess((v) => (v === null ? undefined : blankToUndefined(v)), wholeNumber(label, min, max).optional()).transform((v) => v ?? null);

/** A Kathmandu wall-clock time from a datetime-local input, or empty for "no bound". */
const kathmanduTime = (label: string) =>
  z
    .preprocess((v) => (v === null ? undefined : blankToUndefined(v)), text().optional())
    .transform((v, ctx) => {
      if (v === undefined) return null;
      const at = kathmanduWallTime(v);
      if (!at) ctx.addIssue({ code: 'custom', message: `${label} is a Kathmandu date and time, e.g. 2025-10-01T09:30` });
      return at;
    });

const endsAfterStart = (v: { startsAt: Date | null; endsAt: Date | null }) => !v.startsAt || !v.endsAt || v.endsAt.getTime() > v.startsAt.getTime();

// ── Catalogue structure ─────────────────────────────────────────────────────────────────────────────────────────────

export const categorySchema = z.object({
  name: name('Name'),
  slug: slugSchema,
  parentId: z.preprocess((v) => (v === null ? undefined : blankToUndefined(v)), idWithMessage('Choose a parent category or none').optional()).transform((v) => v ?? null),
  description: prose('Description', 2000),
  imageFileName: fileName('Image'),
  position,
  isCakeCategory: flag('Cake category'),
  isFeatured: flag('Featured'),
  metaTitle: prose('Meta title', META_TITLE_MAX),
  metaDescription: prose('Meta description', META_DESCRIPTION_MAX),
});

export const brandSchema = z.object({ name: name('Name'), slug: slugSchema, description: prose('Description', 2000), logo: fileName('Logo'), position });

const PHONE = /^\+?[0-9][0-9 -]{5,18}[0-9]$/;
export const storeSchema = z.object({
  name: name('Name'),
  slug: slugSchema,
  description: prose('Description', 2000),
  logo: fileName('Logo'),
  banner: fileName('Banner'),
  address: name('Address', 160),
  city: name('City', 60),
  latitude: z.coerce.number({ error: 'Latitude must be a number' }).min(26, 'Latitude is inside Nepal (26–31)').max(31, 'Latitude is inside Nepal (26–31)'),
  longitude: z.coerce.number({ error: 'Longitude must be a number' }).min(80, 'Longitude is inside Nepal (80–89)').max(89, 'Longitude is inside Nepal (80–89)'),
  phone: text({ error: 'Phone is required' }).trim().regex(PHONE, 'Phone is digits, spaces or hyphens, e.g. 01-4412345'),
  openingHours: name('Opening hours', 60),
  isVerified: flag('Verified'),
  position,
});

export const occasionSchema = z.object({
  name: name('Name'),
  slug: slugSchema,
  description: prose('Description', 2000),
  image: fileName('Image'),
  whenText: prose('When it falls', 80),
  position,
});

export const automobileSchema = z.object({
  productId: idWithMessage('Choose the automobile product these specs are for'),
  vehicleKind: name('Vehicle kind', 40),
  rangeKm: wholeNumber('Range (km)', 1, 2000),
  topSpeedKmh: wholeNumber('Top speed (km/h)', 1, 300),
  motorWatts: wholeNumber('Motor (W)', 1, 100_000),
  batteryWh: wholeNumber('Battery (Wh)', 1, 1_000_000),
  chargeHours: z.coerce.number({ error: 'Charge time must be a number' }).min(0.1, 'Charge time is at least 0.1 h').max(48, 'Charge time is at most 48 h'),
  weightKg: wholeNumber('Weight (kg)', 1, 2000),
  payloadKg: wholeNumber('Payload (kg)', 1, 2000),
  warranty: name('Warranty', 80),
  licenceNeeded: flag('Licence needed'),
});

// ── Delivery ────────────────────────────────────────────────────────────────────────────────────────────────────────

export const PLACE_KINDS = ['region', 'city', 'area'] as const;
export const PRODUCT_TYPES = ['cake', 'product', 'automobile'] as const;

export const placeSchema = z.object({
  name: name('Name'),
  slug: slugSchema,
  kind: z.enum(PLACE_KINDS, { error: 'Kind is region, city or area' }),
  parentId: z.preprocess((v) => (v === null ? undefined : blankToUndefined(v)), idWithMessage('Choose the region or city it is in').optional()).transform((v) => v ?? null),
  aliases: z.array(name('An alias', 60), { error: 'Aliases are a list of names' }).max(20, 'At most 20 aliases').default([]),
  latitude: z.coerce.number({ error: 'Latitude must be a number' }).min(26, 'Latitude is inside Nepal (26–31)').max(31, 'Latitude is inside Nepal (26–31)'),
  longitude: z.coerce.number({ error: 'Longitude must be a number' }).min(80, 'Longitude is inside Nepal (80–89)').max(89, 'Longitude is inside Nepal (80–89)'),
  radiusKm: z.coerce.number({ error: 'Radius must be a number' }).min(0, 'Radius cannot be negative').max(200, 'Radius is at most 200 km').default(5),
  charge: rupees('Delivery charge'),
  freeDeliveryAbove: optionalRupees('Free delivery above'),
  productTypes: z.array(z.enum(PRODUCT_TYPES, { error: 'Product types are cake, product or automobile' }), { error: 'Product types are a list' }).max(3).default([]),
  leadDays: wholeNumber('Lead days', 0, 30).default(0),
  inValley: flag('Inside the valley'),
  position,
});

/** The schedule and checkout know three methods (standard, express, midnight): they are edited and hidden, not added. */
export const methodSchema = z.object({
  code: deliveryMethodCodeSchema,
  name: name('Name'),
  description: prose('Description', 300),
  premium: rupees('Premium'),
  valleyOnly: flag('Valley only'),
  position,
});

const clock = (label: string) =>
  text({ error: `${label} is a time, e.g. 09:00` }).transform((v, ctx) => {
    const minute = clockToMinute(v);
    if (minute === null) ctx.addIssue({ code: 'custom', message: `${label} is a time between 00:00 and 24:00, e.g. 09:00` });
    return minute ?? 0;
  });

export const slotSchema = z
  .object({
    methodId: idWithMessage('Choose the delivery method'),
    label: name('Label', 40),
    start: clock('Start'),
    end: clock('End'),
      position,
  })
  .refine((v) => v.end > v.start, { error: 'The window ends after it starts (a midnight slot ends at 24:00)', path: ['end'] })
  .transform(({ start, end, ...rest }) => ({ ...rest, startMinute: start, endMinute: end }));

// ── Discounts ───────────────────────────────────────────────────────────────────────────────────────────────────────

const CODE = /^[A-Z0-9][A-Z0-9-]{2,39}$/;
const codeSchema = (label: string) =>
  text({ error: `${label} is required` })
    .transform((v) => v.trim().toUpperCase().replace(/\s+/g, ''))
    .pipe(text().regex(CODE, `${label} is 3–40 letters, digits or hyphens, e.g. DASHAIN10`));

/**
 * A coupon as the form gives it: the code, what it takes off (a percent, or an amount in rupees for 'flat'), the
 * minimum and the cap in rupees, the window in Kathmandu time and the limits. What it gives is `value` as the cart's
 * rules read it (lib/domain/cart-rules.ts): the percent for 'percent', paisa for 'flat', 0 for the free kinds.
 */
export const couponSchema = z
  .object({
    code: codeSchema('Code'),
    description: prose('Description', 300),
    kind: z.enum(COUPON_KINDS, { error: 'Kind is percent, flat, free_delivery or free_item' }),
    percent: optionalWhole('Percent', 1, 100),
    amount: optionalRupees('Amount off'),
    minSubtotal: optionalRupees('Minimum order').transform((v) => v ?? 0),
    maxDiscount: optionalRupees('Largest discount'),
    startsAt: kathmanduTime('Starts'),
    endsAt: kathmanduTime('Ends'),
    usageLimit: optionalWhole('Uses in all', 1, MAX_INT),
    perUserLimit: optionalWhole('Uses per customer', 1, 1000),
    productId: z.preprocess((v) => (v === null ? undefined : blankToUndefined(v)), idWithMessage('Choose the free product').optional()).transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'percent' && v.percent === null) ctx.addIssue({ code: 'custom', message: 'A percent coupon needs its percent (1–100)', path: ['percent'] });
    if (v.kind === 'flat' && !v.amount) ctx.addIssue({ code: 'custom', message: 'A flat coupon needs the amount it takes off', path: ['amount'] });
    if (v.kind === 'free_item' && v.productId === null) ctx.addIssue({ code: 'custom', message: 'A free-item coupon needs the product it gives', path: ['productId'] });
    if (!endsAfterStart(v)) ctx.addIssue({ code: 'custom', message: 'The window ends after it starts', path: ['endsAt'] });
  })
  .transform(({ percent, amount, ...rest }) => ({
    ...rest,
    value: rest.kind === 'percent' ? (percent ?? 0) : rest.kind === 'flat' ? (amount ?? 0) : 0,
    productId: rest.kind === 'free_item' ? rest.productId : null,
  }));

export const voucherSchema = z.object({
  code: codeSchema('Code'),
  amount: rupees('Amount').refine((v) => v > 0, 'Amount is more than रू 0'),
  expiresAt: kathmanduTime('Expires'),
});

/** POST …/{id}/visibility: shown to shoppers (true) or hidden (false). */
export const visibilitySchema = z.object({ visible: z.boolean({ error: 'Visible must be true or false' }) });

/** GET …/{kind}?after=&q=: the next page after an id, and a code or name prefix. */
export const setupListQuerySchema = z.object({
  after: z.preprocess(blankToUndefined, idWithMessage('After is a row id').optional()),
  q: z.preprocess(blankToUndefined, text().trim().max(40, 'Search is at most 40 characters').optional()),
});
