import 'server-only';
import { eq } from 'drizzle-orm';
import { excerpt, ticketPagePath } from '@/lib/domain/support-tickets';
import { getDb } from '@/lib/server/db/client';
import { supportTickets, ticketMessages, users } from '@/lib/server/db/schema';
import { greeting, renderEmail } from '@/lib/server/mail/templates/layout';
import type { NoticeTemplate } from '@/lib/server/services/notifications/types';
import { absoluteLink, linkOrigin } from '@/lib/server/site-origin';
import { SITE_NAME } from '@/lib/seo/metadata';

// "We answered your ticket": rendered when sent, from the staff message (the notice's subject) and its ticket. The
// email carries the whole answer; the SMS says there is one and links to the ticket.

const ticketReply: NoticeTemplate = async (subjectId) => {
  const [row] = await getDb()
    .select({ message: ticketMessages, ticket: supportTickets, name: users.name })
    .from(ticketMessages)
    .innerJoin(supportTickets, eq(supportTickets.id, ticketMessages.ticketId))
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .where(eq(ticketMessages.id, Number(subjectId)));
  if (!row) return null;
  const { message, ticket } = row;
  // A link anyone may receive: SITE_URL, or the shop's own address (never a request's Host).
  const link = absoluteLink(ticketPagePath(ticket.id), linkOrigin('anyone'));
  const who = `${message.staffName ?? SITE_NAME}, ${SITE_NAME} customer care`;
  const { html, text } = renderEmail({
    preheader: `${who}: ${excerpt(message.body, 90)}`,
    heading: 'We answered your ticket',
    greeting: greeting(row.name),
    paragraphs: [`${who} replied to your ticket “${ticket.subject}”:`, ...message.body.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean)],
    details: [{ label: 'Ticket', lines: [`#${ticket.id}: ${ticket.subject}`] }],
    button: { label: 'Read and reply', url: link },
    footnotes: [`You get this message because you asked ${SITE_NAME} for help. Reply on the ticket page, not to this email.`],
    origin: new URL(link).origin,
  });
  const sms = `${SITE_NAME}: we replied to your ticket #${ticket.id} “${excerpt(ticket.subject, 40)}”. Read it: ${link}`;
  return { email: { subject: `Re: ${ticket.subject} (ticket #${ticket.id}) — ${SITE_NAME}`, html, text, links: [link] }, sms };
};

export const TICKET_NOTICE_TEMPLATES: Record<string, NoticeTemplate> = { 'ticket.reply': ticketReply };
