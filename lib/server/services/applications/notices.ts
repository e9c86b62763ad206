import 'server-only';
import { eq } from 'drizzle-orm';
import { excerpt } from '@/lib/domain/support-tickets';
import { SITE_NAME } from '@/lib/seo/metadata';
import { getDb } from '@/lib/server/db/client';
import { businesses, contactMessages, contactReplies, coupons, influencers, users } from '@/lib/server/db/schema';
import { greeting, renderEmail } from '@/lib/server/mail/templates/layout';
import type { NoticeTemplate, RenderedNotice } from '@/lib/server/services/notifications/types';
import { absoluteLink, linkOrigin } from '@/lib/server/site-origin';

// What an applicant is told when the back office decides (issue 25), and customer care's answer to a contact message.
// A decision's subject is "<id>:<state>:<ms>" (one message per decision, ever); its data holds the state and the words
// the staff member wrote, as they were at that moment, so a later change of mind never rewrites an earlier message.

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

type Decision = { id: number; status: string; note: string };
const decisionOf = (subjectId: string, data: Record<string, unknown>): Decision => {
  const [id = '', status = ''] = subjectId.split(':');
  return { id: Number(id), status: str(data.status) || status, note: str(data.note).trim() };
};

function message(input: {
  subject: string;
  heading: string;
  name: string | null;
  paragraphs: string[];
  reason?: { label: string; text: string } | undefined;
  link?: { label: string; path: string };
  sms: string;
  why: string;
}): RenderedNotice {
  const url = input.link ? absoluteLink(input.link.path, linkOrigin('anyone')) : undefined;
  const { html, text } = renderEmail({
    preheader: input.paragraphs[0] ?? input.heading,
    heading: input.heading,
    greeting: greeting(input.name),
    paragraphs: input.paragraphs,
    ...(input.reason?.text ? { details: [{ label: input.reason.label, lines: [input.reason.text] }] } : {}),
    ...(url && input.link ? { button: { label: input.link.label, url } } : {}),
    footnotes: [input.why],
  });
  return { email: { subject: `${input.subject} — ${SITE_NAME}`, html, text, links: url ? [url] : [] }, sms: `${SITE_NAME}: ${input.sms}` };
}

const influencerReviewed: NoticeTemplate = async (subjectId, data) => {
  const decision = decisionOf(subjectId, data);
  const [row] = await getDb()
    .select({ name: users.name, code: coupons.code })
    .from(influencers)
    .innerJoin(users, eq(users.id, influencers.userId))
    .leftJoin(coupons, eq(coupons.id, influencers.couponId))
    .where(eq(influencers.id, decision.id));
  if (!row) return null;
  const why = `You get this message because you applied to be an influencer with ${SITE_NAME}.`;
  const link = { label: 'My promotions', path: '/profile/promotion' };
  if (decision.status === 'approved') {
    return message({
      subject: 'You are one of our influencers',
      heading: 'Your influencer application is approved',
      name: row.name,
      paragraphs: [
        `Welcome aboard: your application is approved${row.code ? ` and your personal code is ${row.code}` : ''}. Share it with your followers; each order placed with it counts for you.`,
      ],
      reason: decision.note ? { label: 'A note from our team', text: decision.note } : undefined,
      link,
      sms: `your influencer application is approved${row.code ? `. Your code: ${row.code}` : ''}. See My promotions.`,
      why,
    });
  }
  return message({
    subject: 'Your influencer application',
    heading: 'We could not approve your application',
    name: row.name,
    paragraphs: ['Thank you for applying to be an influencer with us. This time we could not approve your application.'],
    reason: { label: 'Why', text: decision.note || 'No reason was given. Write to us from the contact page to ask.' },
    link,
    sms: `your influencer application was not approved${decision.note ? `: ${excerpt(decision.note, 90)}` : '.'}`,
    why,
  });
};

const businessReviewed: NoticeTemplate = async (subjectId, data) => {
  const decision = decisionOf(subjectId, data);
  const [row] = await getDb()
    .select({ business: businesses.name, name: users.name })
    .from(businesses)
    .innerJoin(users, eq(users.id, businesses.ownerId))
    .where(eq(businesses.id, decision.id));
  if (!row) return null;
  const why = `You get this message because you registered ${row.business} on ${SITE_NAME}.`;
  const link = { label: 'My businesses', path: '/profile/businesses' };
  if (decision.status === 'verified') {
    return message({
      subject: `${row.business} is verified`,
      heading: `${row.business} is verified`,
      name: row.name,
      paragraphs: [`We checked ${row.business} and it is now verified: its page is public and it can post vacancies.`],
      reason: decision.note ? { label: 'A note from our team', text: decision.note } : undefined,
      link,
      sms: `${excerpt(row.business, 40)} is verified: its page is public and it can post vacancies.`,
      why,
    });
  }
  return message({
    subject: `${row.business} could not be verified`,
    heading: `We could not verify ${row.business}`,
    name: row.name,
    paragraphs: [`We checked ${row.business} and could not verify it. Correct the details from My businesses, or write to us from the contact page.`],
    reason: { label: 'Why', text: decision.note || 'No reason was given. Write to us from the contact page to ask.' },
    link,
    sms: `${excerpt(row.business, 40)} could not be verified${decision.note ? `: ${excerpt(decision.note, 80)}` : '.'}`,
    why,
  });
};

const sellerReviewed: NoticeTemplate = async (subjectId, data) => {
  const decision = decisionOf(subjectId, data);
  const business = str(data.businessName) || 'your business';
  const why = `You get this message because this address was given on a seller application to ${SITE_NAME}.`;
  if (decision.status === 'approved') {
    return message({
      subject: 'Your seller application is approved',
      heading: `Welcome, ${business}`,
      name: str(data.ownerName),
      paragraphs: [
        `Your application to sell with us (reference S-${decision.id}) is approved. Our seller team will call you to list your first products and agree on delivery.`,
      ],
      reason: decision.note ? { label: 'A note from our seller team', text: decision.note } : undefined,
      link: { label: 'How selling works', path: '/sell-at-ug' },
      sms: `your seller application S-${decision.id} for ${excerpt(business, 40)} is approved. We will call you to list your products.`,
      why,
    });
  }
  return message({
    subject: 'Your seller application',
    heading: 'We could not approve your application',
    name: str(data.ownerName),
    paragraphs: [`Thank you for applying to sell ${business}'s products with us (reference S-${decision.id}). This time we could not approve the application.`],
    reason: { label: 'Why', text: decision.note || 'No reason was given. Write to us from the contact page to ask.' },
    link: { label: 'Contact us', path: '/contact' },
    sms: `your seller application S-${decision.id} was not approved${decision.note ? `: ${excerpt(decision.note, 90)}` : '.'}`,
    why,
  });
};

const contactReply: NoticeTemplate = async (subjectId) => {
  const [row] = await getDb()
    .select({ reply: contactReplies, message: contactMessages })
    .from(contactReplies)
    .innerJoin(contactMessages, eq(contactMessages.id, contactReplies.messageId))
    .where(eq(contactReplies.id, Number(subjectId)));
  if (!row) return null;
  const { reply, message: original } = row;
  const paragraphs = reply.body.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean);
  return message({
    subject: `Re: ${excerpt(original.subject, 70)} (C-${original.id})`,
    heading: 'We answered your message',
    name: original.name,
    paragraphs: [`${reply.staffName} of ${SITE_NAME} customer care answered your message “${excerpt(original.subject, 80)}”:`, ...paragraphs],
    link: { label: 'Contact page', path: '/contact' },
    sms: `re your message C-${original.id}: ${excerpt(reply.body, 280)} — ${reply.staffName}`,
    why: `You get this message because you wrote to ${SITE_NAME} through our contact form.`,
  });
};

export const APPLICATION_NOTICE_TEMPLATES: Record<string, NoticeTemplate> = {
  'influencer.reviewed': influencerReviewed,
  'business.reviewed': businessReviewed,
  'seller.reviewed': sellerReviewed,
  'contact.reply': contactReply,
};
