import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { personUrl } from '@/lib/domain/people';
import { getDb } from '@/lib/server/db/client';
import { connections, users } from '@/lib/server/db/schema';
import { greeting, renderEmail } from '@/lib/server/mail/templates/layout';
import type { NoticeTemplate, RenderedNotice } from '@/lib/server/services/notifications/types';
import { absoluteLink, linkOrigin } from '@/lib/server/site-origin';
import { SITE_NAME } from '@/lib/seo/metadata';
import { CONNECTION_ACCEPTED_EVENT, CONNECTION_REQUEST_EVENT } from './notice-events';

// "X wants to connect" and "X accepted your request", rendered when sent from the request as it is then: a request
// cancelled (or answered) before the send says nothing. Subjects are `${connectionId}:${sentAt ms}`, so each request
// is told once, and a request sent again after a cooldown is a new one. Links may reach anyone: the trusted origin.

async function load(subjectId: string) {
  const [idText, sentText] = subjectId.split(':');
  const id = Number(idText);
  if (!Number.isInteger(id) || id <= 0) return null;
  const [row] = await getDb().select().from(connections).where(eq(connections.id, id));
  if (!row || String(row.sentAt.getTime()) !== sentText) return null;
  const people = await getDb()
    .select({ id: users.id, name: users.name, username: users.username })
    .from(users)
    .where(inArray(users.id, [row.senderId, row.recipientId]));
  const sender = people.find((p) => p.id === row.senderId);
  const recipient = people.find((p) => p.id === row.recipientId);
  return sender && recipient ? { row, sender, recipient } : null;
}

function render(o: { to: string; heading: string; lines: string[]; button: string; path: string; why: string }): RenderedNotice {
  const link = absoluteLink(o.path, linkOrigin('anyone'));
  const { html, text } = renderEmail({
    preheader: o.lines[0] ?? o.heading,
    heading: o.heading,
    greeting: greeting(o.to),
    paragraphs: o.lines,
    button: { label: o.button, url: link },
    footnotes: [o.why],
    origin: new URL(link).origin,
  });
  return { email: { subject: `${o.heading} — ${SITE_NAME}`, html, text, links: [link] }, sms: `${SITE_NAME}: ${o.heading}. ${link}` };
}

const requestTemplate: NoticeTemplate = async (subjectId) => {
  const found = await load(subjectId);
  if (!found || found.row.status !== 'pending') return null;
  const { sender, recipient } = found;
  return render({
    to: recipient.name,
    heading: `${sender.name} wants to connect with you`,
    lines: [`${sender.name} (@${sender.username}) sent you a connection request on ${SITE_NAME}.`, 'Accept it to see each other’s pages, or decline it: they are not told when you decline.'],
    button: 'See the request',
    path: '/profile/connections?tab=incoming',
    why: 'You get this message once per connection request.',
  });
};

const acceptedTemplate: NoticeTemplate = async (subjectId) => {
  const found = await load(subjectId);
  if (!found || found.row.status !== 'accepted') return null;
  const { sender, recipient } = found;
  return render({
    to: sender.name,
    heading: `${recipient.name} accepted your connection request`,
    lines: [`You and ${recipient.name} (@${recipient.username}) are now connected on ${SITE_NAME}.`],
    button: `Visit ${recipient.name}’s page`,
    path: personUrl(recipient.username),
    why: 'You get this message once, when someone accepts your request.',
  });
};

export const PEOPLE_NOTICE_TEMPLATES: Record<string, NoticeTemplate> = {
  [CONNECTION_REQUEST_EVENT]: requestTemplate,
  [CONNECTION_ACCEPTED_EVENT]: acceptedTemplate,
};
