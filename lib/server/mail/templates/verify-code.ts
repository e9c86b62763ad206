import { SITE_NAME } from '@/lib/seo/metadata';
import type { MailMessage } from '../transport';
import { greeting, renderEmail } from './layout';

/** A code that proves an address: verifying the account email, or a new email before it replaces the old one. */
export function verifyCodeMail(input: {
  to: string;
  name: string;
  code: string;
  validMinutes: number;
  reason: 'verify' | 'change';
}): MailMessage {
  const change = input.reason === 'change';
  const { html, text } = renderEmail({
    preheader: `Your ${SITE_NAME} verification code is ${input.code}.`,
    heading: change ? 'Confirm your new email address' : 'Verify your email address',
    greeting: greeting(input.name),
    paragraphs: [
      change
        ? `Enter this code in your ${SITE_NAME} profile to make this your account's email address. Until then, your account keeps its current address.`
        : `Enter this code in your ${SITE_NAME} profile to verify your email address:`,
    ],
    code: input.code,
    footnotes: [
      `The code expires in ${input.validMinutes} minutes and works once. Never share it with anyone.`,
      'If you did not ask for this, you can ignore this email.',
    ],
  });
  return { to: input.to, subject: `${input.code} is your ${SITE_NAME} verification code`, html, text, links: [] };
}

export function verifyCodeSms(code: string, validMinutes: number, reason: 'verify' | 'change'): string {
  const what = reason === 'change' ? 'to use this number on' : 'to verify your number on';
  return `${code} is your code ${what} ${SITE_NAME}. It expires in ${validMinutes} minutes. Do not share it.`;
}
