import 'server-only';
import type { Transporter } from 'nodemailer';
import { siteUrl, SITE_NAME } from '@/lib/seo/metadata';
import { maskEmail } from './mask';
import { writeOutbox } from './outbox';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The links the mail carries (the outbox page lists them); taken from the HTML when not given. */
  links?: string[];
};

export type SentMail = { via: 'smtp' | 'outbox'; id: string };

/** Every href in the HTML, in order, without duplicates (entities in URLs decoded back to '&'). */
export function linksIn(html: string): string[] {
  const links = [...html.matchAll(/href="([^"]+)"/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
  return [...new Set(links.filter((href) => /^https?:\/\//.test(href)))];
}

/** MAIL_FROM, else "Upahar Ghar <no-reply@<site host>>". */
export function mailFrom(): string {
  const configured = process.env.MAIL_FROM?.trim();
  if (configured) return configured;
  return `"${SITE_NAME}" <no-reply@${new URL(siteUrl()).hostname}>`;
}

const cache = globalThis as unknown as { __ugMailer?: { url: string; transporter: Transporter } };

async function smtp(url: string): Promise<Transporter> {
  if (cache.__ugMailer?.url === url) return cache.__ugMailer.transporter;
  const { createTransport } = await import('nodemailer');
  // MAIL_URL is a nodemailer connection URL: smtp://user:pass@host:587 or smtps://user:pass@host:465.
  const transporter = createTransport(url);
  cache.__ugMailer = { url, transporter };
  return transporter;
}

/**
 * Sends one email: through SMTP when MAIL_URL is set, otherwise into the development outbox. Only the masked
 * recipient is logged, never the content (it carries codes and links).
 */
export async function sendMail(message: MailMessage): Promise<SentMail> {
  const links = message.links ?? linksIn(message.html);
  const url = process.env.MAIL_URL?.trim();
  let sent: SentMail;
  if (url) {
    const info = await (await smtp(url)).sendMail({
      from: mailFrom(),
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
    sent = { via: 'smtp', id: String(info.messageId ?? '') };
  } else {
    const stored = await writeOutbox({ channel: 'email', to: message.to, subject: message.subject, text: message.text, html: message.html, links });
    sent = { via: 'outbox', id: stored.id };
  }
  if (process.env.NODE_ENV !== 'test') console.info(`[mail] mail to ${maskEmail(message.to)} queued (${sent.via})`);
  return sent;
}
