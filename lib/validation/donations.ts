import { z } from 'zod';
import { MAX_DONATION_RUPEES, MIN_DONATION_RUPEES } from '@/lib/domain/donations';
import { formatNpr, rupeesToPaisa } from '@/lib/domain/money';
import { labelledId } from './ids';
import { text } from './text';

// Donations. The amount is whole rupees as typed (the server turns it into paisa); its limits live in
// lib/domain/donations.ts, which the form reads too.

const optionalText = (label: string, max: number) =>
  text({ error: `${label} must be text` }).trim().max(max, `Keep ${label.toLowerCase()} to ${max} characters`).optional();

/** POST donations {causeId, amount, gateway, anonymous, donorName?, inHonourOf?, message?}. */
export const donateSchema = z.object({
  causeId: labelledId('Cause'),
  amount: z.coerce
    .number({ error: 'Enter an amount in rupees' })
    .int('Enter whole rupees')
    .min(MIN_DONATION_RUPEES, `The smallest gift we can take is ${formatNpr(rupeesToPaisa(MIN_DONATION_RUPEES))}`)
    .max(MAX_DONATION_RUPEES, `For gifts above ${formatNpr(rupeesToPaisa(MAX_DONATION_RUPEES))} please contact us`),
  gateway: z.enum(['esewa', 'khalti'], { error: 'Choose eSewa or Khalti' }),
  anonymous: z.boolean({ error: 'Say whether to show your name' }).default(false),
  donorName: optionalText('Your name', 80),
  inHonourOf: optionalText('In honour of', 120),
  message: optionalText('The message', 280),
  source: text().optional(),
});

/** POST donations/cake-address {causeId}. */
export const cakeAddressSchema = z.object({ causeId: labelledId('Cause') });

/** GET donations?page / donations/{slug}?page. */
export { pageQuerySchema as wallPageSchema } from './catalogue';
