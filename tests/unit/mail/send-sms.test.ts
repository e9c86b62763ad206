/** @jest-environment node */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listOutbox } from '@/lib/server/mail/outbox';
import { sendSms, smsAdapter, sparrowSms, SPARROW_SMS_URL } from '@/lib/server/sms/send-sms';

beforeEach(() => {
  process.env.OUTBOX_DIR = mkdtempSync(path.join(tmpdir(), 'ug-sms-unit-'));
  delete process.env.SPARROW_SMS_TOKEN;
  delete process.env.SPARROW_SMS_FROM;
});

test('without a gateway the SMS is written to the outbox as channel sms', async () => {
  expect(smsAdapter().name).toBe('outbox');
  await sendSms('9841234567', '123456 is your Upahar Ghar login code.');
  const [sms] = await listOutbox();
  expect(sms).toMatchObject({ channel: 'sms', to: '9841234567', text: '123456 is your Upahar Ghar login code.' });
});

test('with SPARROW_SMS_TOKEN and SPARROW_SMS_FROM the Sparrow adapter is used', () => {
  process.env.SPARROW_SMS_TOKEN = 'tok';
  expect(smsAdapter().name).toBe('outbox');
  process.env.SPARROW_SMS_FROM = 'UpaharGhar';
  expect(smsAdapter().name).toBe('sparrow');
});

function fakeFetch(status: number, body: unknown) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const impl = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { impl, calls };
}

test('Sparrow gets a form POST with token, from, to and text', async () => {
  const { impl, calls } = fakeFetch(200, { count: 1, response_code: 200, response: '1 mesages has been queued for delivery' });
  await sparrowSms('secret-token', 'UpaharGhar', impl).send('9801234567', 'Your code is 123456');
  expect(calls).toHaveLength(1);
  expect(calls[0]?.url).toBe(SPARROW_SMS_URL);
  expect(calls[0]?.init.method).toBe('POST');
  const form = new URLSearchParams(String(calls[0]?.init.body));
  expect(Object.fromEntries(form)).toEqual({ token: 'secret-token', from: 'UpaharGhar', to: '9801234567', text: 'Your code is 123456' });
  expect(await listOutbox()).toEqual([]);
});

test('a refusal by Sparrow is an error, not a silent success', async () => {
  const refused = fakeFetch(403, { response_code: 1002, response: 'Invalid Token' });
  await expect(sparrowSms('bad', 'UpaharGhar', refused.impl).send('9801234567', 'x')).rejects.toThrow(/Invalid Token/);
  const oddOk = fakeFetch(200, { response_code: 1007, response: 'Invalid Receiver' });
  await expect(sparrowSms('tok', 'UpaharGhar', oddOk.impl).send('9801234567', 'x')).rejects.toThrow(/Invalid Receiver/);
});
