import 'server-only';
import { eq } from 'drizzle-orm';
import { adToBs, formatBs } from '@/lib/domain/bikram-sambat';
import { formatKathmanduDate, kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import { formatNpr } from '@/lib/domain/money';
import { getDb } from '@/lib/server/db/client';
import { donationCauses, donations, users } from '@/lib/server/db/schema';
import { greeting, renderEmail } from '@/lib/server/mail/templates/layout';
import type { NoticeTemplate } from '@/lib/server/services/notifications/types';
import { absoluteLink, linkOrigin } from '@/lib/server/site-origin';
import { SITE_NAME } from '@/lib/seo/metadata';
import { DONATION_RECEIPT_EVENT } from './events';

// The donation receipt: the amount, the date in AD and in Bikram Sambat (the date Nepali offices and tax returns
// use), the receiving organisation's registration and PAN, and how the gift is shown (named or anonymous, in honour
// of someone). Rendered when sent, from the paid donation.

/** '26 Nov 2026 (10 Mangsir 2083 BS)' for an instant, in Kathmandu. */
export function receiptDate(at: Date): string {
  const bs = adToBs(kathmanduDateKey(at));
  return `${formatKathmanduDate(at, 'd MMM yyyy')}${bs ? ` (${formatBs(bs)})` : ''}`;
}

export function receiptNumber(id: number, at: Date): string {
  return `UG-DON-${formatKathmanduDate(at, 'yyMM')}-${String(id).padStart(6, '0')}`;
}

const donationReceipt: NoticeTemplate = async (subjectId, data) => {
  const [row] = await getDb()
    .select({ d: donations, cause: donationCauses, name: users.name })
    .from(donations)
    .innerJoin(donationCauses, eq(donationCauses.id, donations.causeId))
    .leftJoin(users, eq(users.id, donations.userId))
    .where(eq(donations.id, Number(subjectId)));
  if (!row || row.d.status !== 'paid') return null;
  const { d, cause } = row;
  const at = d.paidAt ?? d.createdAt;
  const amount = formatNpr(d.amount, { compact: false });
  const date = receiptDate(at);
  const number = receiptNumber(d.id, at);
  // For the donor who just paid: the origin they came back to, decided again by the rule at send time (as an order's
  // mail is: SITE_URL if the shop has one by now, else that origin if the shop still answers there).
  const origin = typeof data.origin === 'string' ? data.origin : null;
  const link = absoluteLink(`/donations/${cause.slug}`, linkOrigin('requester', origin));
  const shownAs = d.isAnonymous ? 'Anonymous (your name is not shown on the donor wall)' : d.donorName;
  const { html, text } = renderEmail({
    preheader: `Receipt ${number}: ${amount} to ${cause.organisation}`,
    heading: 'Thank you for your gift',
    greeting: greeting(row.name ?? d.donorName),
    paragraphs: [`Your donation of ${amount} to “${cause.title}” has been received. This is your receipt.`],
    details: [
      { label: 'Receipt', lines: [number] },
      { label: 'Amount', lines: [amount] },
      { label: 'Date', lines: [date] },
      { label: 'Paid with', lines: [d.gateway === 'khalti' ? 'Khalti' : 'eSewa'] },
      { label: 'Received by', lines: [cause.organisation, `Registration no. ${cause.registrationNo}`, `PAN ${cause.pan}`] },
      { label: 'Shown as', lines: [shownAs] },
      ...(d.inHonourOf ? [{ label: 'In honour of', lines: [d.inHonourOf] }] : []),
    ],
    button: { label: 'See the cause', url: link },
    footnotes: [`${SITE_NAME} collects donations for ${cause.organisation} and passes on every rupee; we pay the payment fees.`, 'Keep this receipt for your records.'],
    origin: new URL(link).origin,
  });
  const sms = `${SITE_NAME}: thank you! ${amount} to ${cause.organisation} received on ${date}. Receipt ${number}.`;
  return { email: { subject: `Your donation receipt ${number} — ${SITE_NAME}`, html, text, links: [link] }, sms };
};

export const DONATION_NOTICE_TEMPLATES: Record<string, NoticeTemplate> = { [DONATION_RECEIPT_EVENT]: donationReceipt };
