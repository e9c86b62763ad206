import { GET, POST } from '@/app/api/V2/currency-conversion/route';
import { callRoute } from '../support/call-route';

// No database: the table is a constant.

test('GET without a currency answers the NPR default the client stores', async () => {
  const { status, body } = await callRoute(GET, { url: '/api/V2/currency-conversion' });
  expect(status).toBe(200);
  expect(body).toEqual({ data: { currency: 'NPR', factor: 1, round: 2 } });
});

test('GET and POST give a known currency, in any letter case', async () => {
  expect((await callRoute(GET, { url: '/api/V2/currency-conversion?currency=inr' })).body.data).toEqual({ currency: 'INR', factor: 0.625, round: 2 });
  const usd = await callRoute(POST, { url: '/api/V2/currency-conversion', method: 'POST', body: { currency: 'USD' } });
  expect(usd.status).toBe(200);
  expect(usd.body.data).toMatchObject({ currency: 'USD', round: 2 });
  expect(usd.body.data.factor).toBeGreaterThan(0);
  expect(usd.body.data.factor).toBeLessThan(0.01);
});

test('POST with no body is the default', async () => {
  const { status, body } = await callRoute(POST, { url: '/api/V2/currency-conversion', method: 'POST' });
  expect(status).toBe(200);
  expect(body.data.currency).toBe('NPR');
});

test('an unknown currency or broken JSON is a 400, not a silent default', async () => {
  const unknown = await callRoute(GET, { url: '/api/V2/currency-conversion?currency=DOGE' });
  expect(unknown.status).toBe(400);
  expect(unknown.body.error.fields).toEqual({ currency: 'We do not show prices in that currency.' });
  expect((await callRoute(POST, { url: '/api/V2/currency-conversion', method: 'POST', body: { currency: 'constructor' } })).status).toBe(400);
  expect((await callRoute(POST, { url: '/api/V2/currency-conversion', method: 'POST', body: '{"currency":' })).status).toBe(400);
});
