import 'server-only';
import { eq } from 'drizzle-orm';
import { CONTACT_REPLY_HOURS, SELLER_REVIEW_DAYS } from '@/lib/domain/shop-policies';
import { applicationStatusLabel } from '@/lib/domain/careers';
import { SITE_NAME } from '@/lib/seo/metadata';
import { getDb } from '@/lib/server/db/client';
import { businesses, jobApplications, jobPostings, users } from '@/lib/server/db/schema';
import { renderEmail } from '@/lib/server/mail/templates/layout';
import type { NoticeTemplate, RenderedNotice } from '@/lib/server/services/notifications/types';
import { absoluteLink } from '@/lib/server/site-origin';

// Acknowledgements for what people send from the shop's pages: a contact message, a seller application, a job
// application. Rendered when sent (deliver.ts), from the facts recorded with the event.

const str = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

function notice(input: { subject: string; heading: string; greeting: string; paragraphs: string[]; sms: string; link?: { label: string; path: string }; why: string }): RenderedNotice {
  const url = input.link ? absoluteLink(input.link.path) : undefined;
  const { html, text } = renderEmail({
    preheader: input.paragraphs[0] ?? input.heading,
    heading: input.heading,
    greeting: input.greeting,
    paragraphs: input.paragraphs,
    ...(url && input.link ? { button: { label: input.link.label, url } } : {}),
    footnotes: [input.why],
  });
  return { email: { subject: `${input.subject} — ${SITE_NAME}`, html, text, links: url ? [url] : [] }, sms: `${SITE_NAME}: ${input.sms}` };
}

const contactReceived: NoticeTemplate = async (subjectId, data) => {
  const name = str(data.name, 'there');
  const subject = clip(str(data.subject), 80);
  return notice({
    subject: 'We received your message',
    heading: 'Thank you for writing to us',
    greeting: `Namaste ${name},`,
    paragraphs: [
      `We received your message “${subject}” (reference C-${subjectId}). Customer care answers within ${CONTACT_REPLY_HOURS} hours, usually much sooner.`,
      'If it is about an order arriving today, call or WhatsApp us: the numbers are on our contact page.',
    ],
    link: { label: 'Contact page', path: '/contact' },
    sms: `we received your message (ref C-${subjectId}) and will answer within ${CONTACT_REPLY_HOURS} hours.`,
    why: `You get this message because you wrote to ${SITE_NAME} through our contact form.`,
  });
};

const sellerApplied: NoticeTemplate = async (subjectId, data) => {
  const owner = str(data.ownerName, 'there');
  const business = str(data.businessName, 'your business');
  return notice({
    subject: 'Your seller application',
    heading: 'Thank you for applying to sell with us',
    greeting: `Namaste ${owner},`,
    paragraphs: [
      `We received the application for ${business} (reference S-${subjectId}). Our seller team will call you within ${SELLER_REVIEW_DAYS} working days to talk about your products, and may visit your kitchen or workshop if you are in the Kathmandu valley.`,
      'Meanwhile, you can prepare clear photos and prices of the first products you would like to list.',
    ],
    link: { label: 'How selling works', path: '/sell-at-ug' },
    sms: `we received the seller application for ${clip(business, 40)} (ref S-${subjectId}). We call within ${SELLER_REVIEW_DAYS} working days.`,
    why: `You get this message because this address was given on a seller application to ${SITE_NAME}.`,
  });
};

const careerApplied: NoticeTemplate = async (subjectId) => {
  const [row] = await getDb()
    .select({ title: jobPostings.title, status: jobApplications.status, name: users.name, business: businesses.name })
    .from(jobApplications)
    .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.postingId))
    .innerJoin(users, eq(users.id, jobApplications.userId))
    .leftJoin(businesses, eq(businesses.id, jobPostings.businessId))
    .where(eq(jobApplications.id, Number(subjectId)));
  if (!row) return null;
  if (row.business) {
    // A business's vacancy (issue 14): that business reads it and calls, not the shop.
    return notice({
      subject: `Your application: ${clip(row.title, 60)}`,
      heading: `${row.business} received your application`,
      greeting: `Namaste ${row.name ?? 'there'},`,
      paragraphs: [
        `Thank you for applying for ${row.title} at ${row.business}. The business reads every application and calls the people it shortlists; we tell you here each time your application moves.`,
        'You can follow it, and open the CV you sent, under My applications in your profile.',
      ],
      link: { label: 'My applications', path: '/profile/applications' },
      sms: `${clip(row.business, 30)} received your application for ${clip(row.title, 40)}. Follow it under My applications.`,
      why: `You get this message because you applied for a vacancy through ${SITE_NAME}.`,
    });
  }
  return notice({
    subject: `Your application: ${clip(row.title, 60)}`,
    heading: 'We received your application',
    greeting: `Namaste ${row.name ?? 'there'},`,
    paragraphs: [
      `Thank you for applying for ${row.title}. Your application is ${applicationStatusLabel(row.status).toLowerCase()}; we read every one and call shortlisted candidates.`,
      'You can follow it, and open the CV you sent, under My applications in your profile.',
    ],
    link: { label: 'My applications', path: '/profile/applications' },
    sms: `we received your application for ${clip(row.title, 50)}. Follow it under My applications.`,
    why: `You get this message because you applied for a position at ${SITE_NAME}.`,
  });
};

export const PAGE_NOTICE_TEMPLATES: Record<string, NoticeTemplate> = {
  'contact.received': contactReceived,
  'seller.applied': sellerApplied,
  'career.applied': careerApplied,
};
