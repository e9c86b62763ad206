import { SITE_NAME } from '@/lib/seo/metadata';
import type { MailMessage } from '../transport';
import { greeting, renderEmail } from './layout';

export function resetPasswordMail(input: { to: string; name: string; url: string; validMinutes: number }): MailMessage {
  const { html, text } = renderEmail({
    preheader: `Choose a new password for your ${SITE_NAME} account.`,
    heading: 'Reset your password',
    greeting: greeting(input.name),
    paragraphs: [
      'We received a request to reset the password of your account. Choose a new one with the button below.',
      'Once you set it, every device that was logged in to your account is logged out.',
    ],
    button: { label: 'Choose a new password', url: input.url },
    footnotes: [
      `This link works once and expires in ${input.validMinutes} minutes.`,
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
    ],
  });
  return { to: input.to, subject: `Reset your ${SITE_NAME} password`, html, text, links: [input.url] };
}
