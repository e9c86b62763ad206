import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { commentMentions, comments, users } from '@/lib/server/db/schema';
import { greeting, renderEmail } from '@/lib/server/mail/templates/layout';
import type { NoticeTemplate } from '@/lib/server/services/notifications/types';
import { absoluteLink, linkOrigin } from '@/lib/server/site-origin';
import { SITE_NAME } from '@/lib/seo/metadata';
import { MENTION_EVENT } from './mentions';
import { resolveTarget } from './targets';

// "Someone mentioned you": rendered when sent, from the comment as it is then. A comment deleted (or a mention
// edited away) before the send says nothing. The link may reach anyone, so it uses the shop's trusted origin.

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

const mentionTemplate: NoticeTemplate = async (subjectId) => {
  const [commentId, userId] = subjectId.split(':').map(Number);
  if (!commentId || !userId) return null;
  const db = getDb();
  const [row] = await db
    .select({ body: comments.body, targetType: comments.targetType, targetId: comments.targetId, author: users.name })
    .from(comments)
    .innerJoin(users, eq(users.id, comments.userId))
    .innerJoin(commentMentions, and(eq(commentMentions.commentId, comments.id), eq(commentMentions.userId, userId)))
    .where(and(eq(comments.id, commentId), eq(comments.status, 'approved')));
  if (!row) return null;
  const target = await resolveTarget(db, row.targetType, row.targetId);
  if (!target) return null;
  const [reader] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  const link = absoluteLink(`${target.path}#comment-${commentId}`, linkOrigin('anyone'));
  const subject = `${row.author} mentioned you on “${clip(target.title, 60)}”`;
  const { html, text } = renderEmail({
    preheader: clip(row.body, 120),
    heading: `${row.author} mentioned you`,
    greeting: greeting(reader?.name),
    paragraphs: [`${row.author} mentioned you in a comment on “${target.title}”:`, `“${clip(row.body, 500)}”`],
    button: { label: 'Read and reply', url: link },
    footnotes: [`You get this message because someone mentioned your username on ${SITE_NAME}. You are told once per comment.`],
    origin: new URL(link).origin,
  });
  return { email: { subject: `${subject} — ${SITE_NAME}`, html, text, links: [link] }, sms: `${SITE_NAME}: ${clip(subject, 90)}. ${link}` };
};

export const ENGAGEMENT_NOTICE_TEMPLATES: Record<string, NoticeTemplate> = { [MENTION_EVENT]: mentionTemplate };
