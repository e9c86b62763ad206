import { SITE_NAME } from '@/lib/seo/metadata';
import type { MailMessage } from '../transport';
import { greeting, renderEmail } from './layout';

export function loginCodeMail(input: { to: string; name: string; code: string; validMinutes: number }): MailMessage {
  const { html, text } = renderEmail({
    preheader: `Your ${SITE_NAME} login code is ${input.code}.`,
    heading: 'Your login code',
    greeting: greeting(input.name),
    paragraphs: [`Enter this code on the ${SITE_NAME} login page to log in:`],
    code: input.code,
    footnotes: [
      `The code expires in ${input.validMinutes} minutes and works once. Never share it: ${SITE_NAME} will never ask you for it.`,
      'If you did not try to log in, you can ignore this email.',
    ],
  });
  return { to: input.to, subject: `${input.code} is your ${SITE_NAME} login code`, html, text, links: [] };
}

export function loginCodeSms(code: string, validMinutes: number): string {
  return `${code} is your ${SITE_NAME} login code. It expires in ${validMinutes} minutes. Do not share it with anyone.`;
}
