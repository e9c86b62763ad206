import { z } from 'zod';
import { kathmanduInputToInstant } from '@/lib/domain/kathmandu-input';
import { isShopLink, LINK_RULE } from '@/lib/domain/shop-links';
import { labelledId } from './ids';
import { text } from './text';

// The shop's merchandising content as the back office edits it (issue 25): banners, offers, home sections, header
// menus, footer, the not-found page, campaigns, game prizes and donation causes. Each schema is the FORM's shape
// (Kathmandu wall-clock times to the minute, money in rupees): a draft keeps it as typed, and publishing parses it
// again and turns it into the live rows' shape (instants, integer paisa) in the kind's service.

// ---- pieces ----

const line = (label: string, max = 120) => text().trim().min(1, `Write the ${label}.`).max(max, `Keep the ${label} under ${max} characters.`);
const optionalLine = (max = 200) => text().trim().max(max, `Keep it under ${max} characters.`).default('');

/** Where a click leads: a page of the shop or an https address. */
export const linkField = text().trim().min(1, 'Say where it leads.').refine(isShopLink, LINK_RULE);
const optionalLink = text().trim().refine((v) => v === '' || isShopLink(v), LINK_RULE).default('');
const httpsOrEmpty = text()
  .trim()
  .refine((v) => v === '' || (isShopLink(v) && v.startsWith('https://')), 'A secure web address (https://…), or empty.')
  .default('');

/** A picture served by the shop itself ('/media/…'): nothing on a page loads from another site. */
export const imageField = text()
  .trim()
  .min(1, 'Choose a picture.')
  .max(500)
  .refine((v) => v.startsWith('/') && !v.startsWith('//') && !/\s/.test(v), 'A picture of the shop (a path starting with /media/…).');

const position = z.coerce.number().int('A whole number.').min(0).max(9999).default(0);

/** A Kathmandu minute 'YYYY-MM-DDTHH:mm', or '' / null for none. */
const when = z
  .union([text().trim(), z.null()])
  .default('')
  .refine((v) => v === null || v === '' || kathmanduInputToInstant(v) !== null, 'A date and time in Kathmandu, like 2026-12-24T18:00.')
  .transform((v) => (v === null ? '' : v));
const requiredWhen = text()
  .trim()
  .refine((v) => kathmanduInputToInstant(v) !== null, 'A date and time in Kathmandu, like 2026-12-24T18:00.');

const instantOf = (v: string): number | null => (v ? (kathmanduInputToInstant(v)?.getTime() ?? null) : null);

/** Refines an object so that its end (when both are set) is after its start; the message sits on the end. */
function windowCheck<T extends Record<string, unknown>>(start: keyof T & string, end: keyof T & string, label = 'end') {
  return (value: T, ctx: z.RefinementCtx) => {
    const from = instantOf(value[start] as string);
    const until = instantOf(value[end] as string);
    if (from !== null && until !== null && until <= from) ctx.addIssue({ code: 'custom', path: [end], message: `The ${label} must be after the start.` });
  };
}

/** Rupees as typed (whole or with paisa); the service keeps paisa. */
const rupees = (label: string, { min = 0, max = 1_00_00_000 } = {}) =>
  z.coerce
    .number({ error: `The ${label} must be an amount in rupees.` })
    .refine((v) => Number.isFinite(v) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `The ${label} cannot have a fraction of a paisa.`)
    .refine((v) => v >= min, `The ${label} must be at least रू ${min}.`)
    .refine((v) => v <= max, `The ${label} is too large.`);
const optionalRupees = (label: string) => z.union([rupees(label, { min: 1 }), z.null()]).default(null);
const optionalCount = (label: string) =>
  z.union([z.coerce.number().int(`The ${label} must be a whole number.`).min(1, `The ${label} must be at least 1 (or empty for none).`).max(1_000_000), z.null()]).default(null);

function uniqueBy<T>(items: T[], key: (item: T) => unknown, path: string, message: string, ctx: z.RefinementCtx) {
  const seen = new Set<unknown>();
  items.forEach((item, i) => {
    const k = key(item);
    if (seen.has(k)) ctx.addIssue({ code: 'custom', path: [path, i], message });
    seen.add(k);
  });
}

// ---- banners, offers, home sections ----

const PLACEMENT = /^(home-hero|home-strip|mega-menu|(category|campaign|campaign-offer):[a-z0-9-]{1,80})$/;

export const bannerFormSchema = z
  .object({
    placement: text().trim().regex(PLACEMENT, 'Where it shows: home-hero, home-strip, mega-menu, category:<slug>, campaign:<slug> or campaign-offer:<slug>.'),
    image: imageField,
    title: optionalLine(120),
    subtitle: optionalLine(200),
    link: linkField,
    position,
    isActive: z.boolean().default(true),
    startsAt: when,
    endsAt: when,
  })
  .superRefine(windowCheck('startsAt', 'endsAt'));
export type BannerForm = z.output<typeof bannerFormSchema>;

export const offerFormSchema = z
  .object({
    title: line('title'),
    subtitle: optionalLine(200),
    image: imageField,
    link: linkField,
    code: z
      .union([text().trim().toUpperCase().regex(/^[A-Z0-9-]{3,30}$/, 'A code of 3–30 letters, digits or dashes.'), z.literal(''), z.null()])
      .default('')
      .transform((v) => v ?? ''),
    position,
    isActive: z.boolean().default(true),
    startsAt: when,
    endsAt: when,
  })
  .superRefine(windowCheck('startsAt', 'endsAt'));
export type OfferForm = z.output<typeof offerFormSchema>;

export const homeSectionsFormSchema = z
  .object({
    sections: z.array(z.object({ categoryId: labelledId('Category'), title: line('section title', 80) })).max(20, 'At most 20 sections.'),
  })
  .superRefine((v, ctx) => uniqueBy(v.sections, (s) => s.categoryId, 'sections', 'This category is already a section.', ctx));
export type HomeSectionsForm = z.output<typeof homeSectionsFormSchema>;

// ---- header menus and footer ----

export const MENU_KEYS = ['about', 'bazaar', 'fun'] as const;
const linkItem = z.object({ title: line('link text', 80), url: linkField });

export const menusFormSchema = z
  .object({
    menus: z
      .array(
        z.object({
          key: z.enum(MENU_KEYS, 'One of the header’s menus: about, bazaar or fun.'),
          title: line('menu title', 40),
          bannerImage: z.union([imageField, z.literal('')]).default(''),
          bannerUrl: optionalLink,
          items: z.array(linkItem).max(30, 'At most 30 links in a menu.'),
        }),
      )
      .max(3),
    megaMenu: z.object({ bannerImage: z.union([imageField, z.literal('')]).default(''), bannerUrl: optionalLink }),
  })
  .superRefine((v, ctx) => {
    uniqueBy(v.menus, (m) => m.key, 'menus', 'This menu is listed twice.', ctx);
    v.menus.forEach((m, i) => {
      if ((m.bannerImage === '') !== (m.bannerUrl === '')) ctx.addIssue({ code: 'custom', path: ['menus', i, 'bannerUrl'], message: 'A menu banner needs both a picture and a link (or neither).' });
    });
    if ((v.megaMenu.bannerImage === '') !== (v.megaMenu.bannerUrl === '')) ctx.addIssue({ code: 'custom', path: ['megaMenu', 'bannerUrl'], message: 'The banner needs both a picture and a link (or neither).' });
  });
export type MenusForm = z.output<typeof menusFormSchema>;

export const SOCIAL_NAMES = ['facebook', 'twitter', 'linkedin', 'instagram', 'youtube'] as const;

export const footerFormSchema = z.object({
  phones: z
    .array(
      z.object({
        type: z.enum(['phone', 'mobile'], 'Phone or mobile.'),
        value: text().trim().regex(/^\+?[0-9][0-9 -]{5,18}$/, 'A phone number: digits, spaces or dashes, like 01-5912345 or 9801234567.'),
        platform: z.union([z.enum(['viber', 'whatsapp']), z.literal(''), z.null()]).default('').transform((v) => v ?? ''),
      }),
    )
    .max(10),
  locations: z
    .array(
      z.object({
        location: line('address', 200),
        latitude: z.union([text().trim().regex(/^-?\d{1,2}(\.\d{1,8})?$/, 'A latitude like 27.7172.'), z.literal('')]).default(''),
        longitude: z.union([text().trim().regex(/^-?\d{1,3}(\.\d{1,8})?$/, 'A longitude like 85.3240.'), z.literal('')]).default(''),
      }),
    )
    .max(10),
  socials: z.array(z.object({ name: z.enum(SOCIAL_NAMES, 'One of: facebook, twitter, linkedin, instagram, youtube.'), link: linkField.refine((v) => v.startsWith('https://'), 'The page’s https:// address.') })).max(10),
  groups: z.array(z.object({ title: line('column title', 60), links: z.array(z.object({ title: line('link text', 80), link: linkField })).max(20) })).max(6),
  appLinks: z.object({ appHeader: optionalLine(120), appstore: httpsOrEmpty, playstore: httpsOrEmpty }),
  newsletter: z.object({ placeholder: line('placeholder', 80), buttonText: line('button text', 30) }),
});
export type FooterForm = z.output<typeof footerFormSchema>;

export const notFoundFormSchema = z.object({
  banner: z.union([z.object({ backgroundImage: imageField, title: line('banner title', 120), subtitle: optionalLine(200) }), z.null()]).default(null),
  links: z.array(z.object({ url: linkField, image: imageField, title: line('tile title', 60) })).max(12, 'At most 12 tiles.'),
});
export type NotFoundForm = z.output<typeof notFoundFormSchema>;

// ---- campaigns and flash sales ----

const slug = text().trim().toLowerCase().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Small letters, digits and dashes, like dashain-2026.').max(80);

export const campaignFormSchema = z
  .object({
    slug,
    name: line('name', 80),
    icon: imageField,
    description: optionalLine(2000),
    tagline: optionalLine(160),
    heroImage: z.union([imageField, z.literal('')]).default(''),
    startsAt: requiredWhen,
    endsAt: requiredWhen,
    isActive: z.boolean().default(true),
    flash: z
      .union([
        z.object({
          title: line('flash sale title', 80),
          startsAt: requiredWhen,
          endsAt: requiredWhen,
          /** Again every this many minutes (null: once). */
          repeatEveryMinutes: z.union([z.coerce.number().int('Whole minutes.').min(1).max(60 * 24 * 90), z.null()]).default(null),
        }),
        z.null(),
      ])
      .default(null),
    products: z
      .array(
        z.object({
          productId: labelledId('Product'),
          section: z.enum(['flash', 'deal', 'product'], 'Flash sale, feature deal or campaign product.'),
          salePrice: rupees('sale price', { min: 1 }).refine((v) => Number.isInteger(v), 'The sale price is in whole rupees.'),
          perCustomerLimit: optionalCount('limit per customer'),
          totalLimit: optionalCount('total limit'),
        }),
      )
      .max(300, 'At most 300 products in a campaign.'),
  })
  .superRefine((v, ctx) => {
    windowCheck<typeof v>('startsAt', 'endsAt', 'campaign’s end')(v, ctx);
    uniqueBy(v.products, (p) => p.productId, 'products', 'This product is already in the campaign.', ctx);
    const flash = v.flash;
    if (flash) {
      const [from, until] = [instantOf(flash.startsAt), instantOf(flash.endsAt)];
      const [campaignFrom, campaignUntil] = [instantOf(v.startsAt), instantOf(v.endsAt)];
      if (from !== null && until !== null && until <= from) ctx.addIssue({ code: 'custom', path: ['flash', 'endsAt'], message: 'The flash sale must end after it starts.' });
      if (from !== null && campaignFrom !== null && campaignUntil !== null && (from < campaignFrom || from >= campaignUntil))
        ctx.addIssue({ code: 'custom', path: ['flash', 'startsAt'], message: 'The flash sale starts while the campaign runs.' });
      if (from !== null && until !== null && flash.repeatEveryMinutes !== null && flash.repeatEveryMinutes * 60_000 < until - from)
        ctx.addIssue({ code: 'custom', path: ['flash', 'repeatEveryMinutes'], message: 'A repeat cannot start before the previous window ends.' });
    }
    v.products.forEach((p, i) => {
      if (p.section === 'flash' && !flash) ctx.addIssue({ code: 'custom', path: ['products', i, 'section'], message: 'A flash-sale product needs the flash sale’s window.' });
      if (p.perCustomerLimit !== null && p.totalLimit !== null && p.perCustomerLimit > p.totalLimit)
        ctx.addIssue({ code: 'custom', path: ['products', i, 'perCustomerLimit'], message: 'The limit per customer cannot be above the total.' });
    });
  });
export type CampaignForm = z.output<typeof campaignFormSchema>;

// ---- game prizes and their published odds ----

export const PRIZE_KINDS = ['none', 'percent', 'flat', 'free_delivery', 'free_item'] as const;
/** Odds are typed in percent to one decimal; a prize's weight is its odds in tenths of a percent, so 100% = 1000. */
export const ODDS_SCALE = 10;
export const ODDS_TOTAL = 100 * ODDS_SCALE;

export const gamePrizesFormSchema = z
  .object({
    prizes: z
      .array(
        z.object({
          id: z.union([labelledId('Prize'), z.null()]).default(null),
          label: line('label', 40),
          kind: z.enum(PRIZE_KINDS, 'One of: none, percent, flat, free_delivery, free_item.'),
          /** Percent off for 'percent', rupees off for 'flat'; 0 for the others. */
          value: z.coerce.number().min(0).max(1_00_000).default(0),
          minSubtotal: rupees('minimum order').default(0),
          maxDiscount: optionalRupees('cap'),
          productId: z.union([labelledId('Product'), z.null()]).default(null),
          categoryId: z.union([labelledId('Category'), z.null()]).default(null),
          odds: z.coerce
            .number({ error: 'The odds in percent, like 12.5.' })
            .min(0.1, 'At least 0.1% (remove the prize to give it no chance).')
            .max(100)
            .refine((v) => Math.abs(v * ODDS_SCALE - Math.round(v * ODDS_SCALE)) < 1e-6, 'Odds to one decimal place, like 12.5.'),
          dailyCap: optionalCount('daily cap'),
          totalCap: optionalCount('total cap'),
          color: text().trim().regex(/^#[0-9a-fA-F]{6}$/, 'A colour like #d9466f.').default('#d9466f'),
        }),
      )
      .min(2, 'A game needs at least two prizes.')
      .max(12, 'At most 12 prizes.'),
  })
  .superRefine((v, ctx) => {
    const total = v.prizes.reduce((sum, p) => sum + Math.round(p.odds * ODDS_SCALE), 0);
    // A sum of odds that are themselves refused (74.95%) would only confuse: their own messages come first.
    const allTenths = v.prizes.every((p) => Math.abs(p.odds * ODDS_SCALE - Math.round(p.odds * ODDS_SCALE)) < 1e-6);
    if (allTenths && total !== ODDS_TOTAL) ctx.addIssue({ code: 'custom', path: ['odds'], message: `The odds add up to ${total / ODDS_SCALE}%; they must add up to exactly 100%.` });
    uniqueBy(v.prizes.filter((p) => p.id !== null), (p) => p.id, 'prizes', 'This prize is listed twice.', ctx);
    v.prizes.forEach((p, i) => {
      if (p.kind === 'percent' && (!Number.isInteger(p.value) || p.value < 1 || p.value > 90)) ctx.addIssue({ code: 'custom', path: ['prizes', i, 'value'], message: 'A whole percent from 1 to 90.' });
      if (p.kind === 'flat' && (p.value < 1 || !Number.isInteger(p.value))) ctx.addIssue({ code: 'custom', path: ['prizes', i, 'value'], message: 'Whole rupees off, at least रू 1.' });
      if (p.kind === 'free_item' && p.productId === null) ctx.addIssue({ code: 'custom', path: ['prizes', i, 'productId'], message: 'Choose the product this prize gives.' });
      if (p.dailyCap !== null && p.totalCap !== null && p.dailyCap > p.totalCap) ctx.addIssue({ code: 'custom', path: ['prizes', i, 'dailyCap'], message: 'The daily cap cannot be above the total cap.' });
    });
  });
export type GamePrizesForm = z.output<typeof gamePrizesFormSchema>;

// ---- donation causes ----

export const causeFormSchema = z.object({
  slug,
  title: line('title', 120),
  summary: line('summary', 300),
  story: line('story', 10_000),
  organisation: line('organisation', 120),
  registrationNo: line('registration number', 60),
  pan: text().trim().regex(/^\d{9}$/, 'A PAN has 9 digits.'),
  goal: rupees('goal', { min: 1000, max: 10_00_00_000 }).refine((v) => Number.isInteger(v), 'The goal is in whole rupees.'),
  deliveryLocationId: z.union([labelledId('Delivery place'), z.null()]).default(null),
  receiverName: line('receiver’s name', 120),
  phoneNumber: text().trim().regex(/^\+?[0-9][0-9 -]{5,18}$/, 'A phone number, like 9801234567.'),
  landmark: optionalLine(200),
  hue: z.coerce.number().int().min(0).max(359).default(340),
  position,
  isActive: z.boolean().default(true),
});
export type CauseForm = z.output<typeof causeFormSchema>;

/** A draft's key in a URL: a live row's id, a fixed name ('home', 'header', 'footer', 'not-found') or 'new-<uuid>'. */
export const draftKeySchema = text().regex(/^(\d{1,10}|home|header|footer|not-found|new-[0-9a-f-]{36})$/, 'Not a draft of this kind.');

