import { SITE_NAME } from '@/lib/seo/metadata';
import type { MailMessage } from '../transport';
import { greeting, renderEmail } from './layout';

export function confirmEmailMail(input: { to: string; name: string; url: string; validHours: number }): MailMessage {
  const { html, text } = renderEmail({
    preheader: `Confirm your email to finish setting up your ${SITE_NAME} account.`,
    heading: 'Confirm your email address',
    greeting: greeting(input.name),
    paragraphs: [
      `Thank you for joining ${SITE_NAME}. Please confirm that this is your email address, so we can send your order updates and help you if you ever forget your password.`,
    ],
    button: { label: 'Confirm my email', url: input.url },
    footnotes: [
      `This link works once and expires in ${input.validHours} hours.`,
      `If you did not create a ${SITE_NAME} account, you can ignore this email.`,
    ],
  });
  return { to: input.to, subject: `Confirm your email for ${SITE_NAME}`, html, text, links: [input.url] };
}
