import { z } from 'zod';
import { emailSchema, MESSAGES, phoneSchema } from './account';
import { CONTACT_LIMITS } from './contact-limits';
import { text } from './text';

// What people send the shop from its own pages: the contact form (contact-us) and the seller application
// (/be-a-seller → POST sell-at-ug). Shared by the routes and the forms, so both refuse the same input with the same
// words.

export { CONTACT_LIMITS };

export const CONTACT_MESSAGES = {
  name: 'Enter your name (2–80 characters).',
  reach: 'Give us an email address or a phone number so we can answer.',
  phone: 'Enter a phone number we can call (7–15 digits).',
  subject: `Write a subject (${CONTACT_LIMITS.subjectMin}–${CONTACT_LIMITS.subjectMax} characters).`,
  message: `Write your message (${CONTACT_LIMITS.messageMin}–${CONTACT_LIMITS.messageMax} characters).`,
} as const;

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value === null ? undefined : value);

/** Any phone a person abroad or in Nepal may give: digits with optional +, spaces, dashes and brackets. */
const anyPhoneSchema = text(CONTACT_MESSAGES.phone)
  .trim()
  .transform((value) => value.replace(/[\s\-().]/g, ''))
  .pipe(text().regex(/^\+?\d{7,15}$/, { error: CONTACT_MESSAGES.phone }));

export const contactSchema = z
  .object({
    name: text(CONTACT_MESSAGES.name).trim().min(2, { error: CONTACT_MESSAGES.name }).max(CONTACT_LIMITS.nameMax, { error: CONTACT_MESSAGES.name }),
    email: z.preprocess(blankToUndefined, emailSchema.optional()),
    phone: z.preprocess(blankToUndefined, anyPhoneSchema.optional()),
    subject: text(CONTACT_MESSAGES.subject)
      .trim()
      .min(CONTACT_LIMITS.subjectMin, { error: CONTACT_MESSAGES.subject })
      .max(CONTACT_LIMITS.subjectMax, { error: CONTACT_MESSAGES.subject }),
    message: text(CONTACT_MESSAGES.message)
      .trim()
      .min(CONTACT_LIMITS.messageMin, { error: CONTACT_MESSAGES.message })
      .max(CONTACT_LIMITS.messageMax, { error: CONTACT_MESSAGES.message }),
    /** The honeypot: hidden from people, filled in by bots. Anything in it and the message is quietly dropped. */
    website: z.preprocess(blankToUndefined, text().max(500).optional()),
  })
  .refine((v) => v.email !== undefined || v.phone !== undefined, { error: CONTACT_MESSAGES.reach, path: ['email'] });

export type ContactInput = z.input<typeof contactSchema>;

/** What a seller can sell on the Bazaar (sell-at-ug page "What you can sell"). */
export const SELLER_CATEGORIES = [
  { value: 'cakes-and-bakery', label: 'Cakes and baked goods' },
  { value: 'sweets', label: 'Sweets and mithai' },
  { value: 'chocolates', label: 'Chocolates' },
  { value: 'flowers-and-plants', label: 'Flowers and plants' },
  { value: 'handicrafts', label: 'Handicrafts' },
  { value: 'clothing-and-accessories', label: 'Clothing and accessories' },
  { value: 'personalised-gifts', label: 'Personalised gifts' },
  { value: 'tea-and-coffee', label: 'Tea and coffee' },
  { value: 'hampers', label: 'Gift hampers' },
] as const;
const SELLER_CATEGORY_VALUES = SELLER_CATEGORIES.map((c) => c.value) as [string, ...string[]];

export const SELLER_MESSAGES = {
  businessName: 'Enter your business name (2–120 characters).',
  ownerName: 'Enter the owner’s full name (2–80 characters).',
  pan: 'Enter the business PAN: 9 digits.',
  location: 'Enter where the business is, e.g. Thimi, Bhaktapur (2–120 characters).',
  categories: 'Choose at least one thing you would sell.',
  phone: MESSAGES.phone,
  email: MESSAGES.email,
} as const;

export const sellerApplicationSchema = z.object({
  businessName: text(SELLER_MESSAGES.businessName).trim().min(2, { error: SELLER_MESSAGES.businessName }).max(120, { error: SELLER_MESSAGES.businessName }),
  ownerName: text(SELLER_MESSAGES.ownerName).trim().min(2, { error: SELLER_MESSAGES.ownerName }).max(80, { error: SELLER_MESSAGES.ownerName }),
  phone: phoneSchema,
  email: emailSchema,
  /** Nepal's PAN: nine digits (spaces and dashes people type are dropped). */
  pan: z
    .union([text(), z.number()], { error: SELLER_MESSAGES.pan })
    .transform((value) => String(value).replace(/[\s-]/g, ''))
    .pipe(text().regex(/^\d{9}$/, { error: SELLER_MESSAGES.pan })),
  location: text(SELLER_MESSAGES.location).trim().min(2, { error: SELLER_MESSAGES.location }).max(120, { error: SELLER_MESSAGES.location }),
  categories: z
    .array(z.enum(SELLER_CATEGORY_VALUES, { error: SELLER_MESSAGES.categories }), { error: SELLER_MESSAGES.categories })
    .min(1, { error: SELLER_MESSAGES.categories })
    .max(SELLER_CATEGORIES.length, { error: SELLER_MESSAGES.categories })
    .transform((values) => [...new Set(values)]),
});

export type SellerApplicationInput = z.input<typeof sellerApplicationSchema>;

