import 'server-only';
import { maskPhone } from '@/lib/server/mail/mask';
import { writeOutbox } from '@/lib/server/mail/outbox';

/** One way of delivering a text message to a 10-digit Nepali mobile number. */
export type SmsAdapter = {
  name: string;
  send(to: string, text: string): Promise<void>;
};

/** Development and tests: the message lands in the outbox (channel 'sms') beside the emails. */
export const outboxSms: SmsAdapter = {
  name: 'outbox',
  async send(to, text) {
    await writeOutbox({ channel: 'sms', to, subject: 'Text message', text, html: '', links: [] });
  },
};

export const SPARROW_SMS_URL = 'https://api.sparrowsms.com/v2/sms/';

export class SmsDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SmsDeliveryError';
  }
}

/**
 * Sparrow SMS (Nepal): a form POST of token, from (the approved sender identity), to (10-digit numbers) and text;
 * it answers JSON with response_code 200 when the message was accepted.
 */
export function sparrowSms(token: string, from: string, fetchImpl: typeof fetch = fetch): SmsAdapter {
  return {
    name: 'sparrow',
    async send(to, text) {
      const response = await fetchImpl(SPARROW_SMS_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token, from, to, text }),
        signal: AbortSignal.timeout(15_000),
      });
      let code: unknown = undefined;
      let detail = '';
      try {
        const body = (await response.json()) as { response_code?: unknown; response?: unknown };
        code = body.response_code;
        detail = typeof body.response === 'string' ? body.response : '';
      } catch {
        // not JSON: judged by the HTTP status alone
      }
      if (!response.ok || (code !== undefined && Number(code) !== 200)) {
        throw new SmsDeliveryError(`Sparrow SMS refused the message (HTTP ${response.status}${detail ? `: ${detail}` : ''})`);
      }
    },
  };
}

/** Sparrow when SPARROW_SMS_TOKEN and SPARROW_SMS_FROM are set, otherwise the outbox. */
export function smsAdapter(): SmsAdapter {
  const token = process.env.SPARROW_SMS_TOKEN?.trim();
  const from = process.env.SPARROW_SMS_FROM?.trim();
  return token && from ? sparrowSms(token, from) : outboxSms;
}

/** Sends one SMS through the configured adapter; logs only the masked number. */
export async function sendSms(to: string, text: string): Promise<void> {
  const adapter = smsAdapter();
  await adapter.send(to, text);
  if (process.env.NODE_ENV !== 'test') console.info(`[sms] sms to ${maskPhone(to)} queued (${adapter.name})`);
}
