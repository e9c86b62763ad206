/** @jest-environment ./tests/support/jsdom-with-fetch.cjs */
import { CURRENCY_INFO_KEY, refreshCurrencyInfo, storedCurrencyInfo } from '@/lib/api/currency-info';

function answer(status: number, body: unknown): typeof fetch {
  return jest.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

beforeEach(() => window.localStorage.clear());

test('with nothing stored, prices are NPR and the startup check stores what the API says', async () => {
  expect(storedCurrencyInfo()).toEqual({ currency: 'NPR', factor: 1, round: 2 });
  const fetcher = answer(200, { data: { currency: 'NPR', factor: 1, round: 2 } });
  await refreshCurrencyInfo(1_000, fetcher);
  expect(fetcher).toHaveBeenCalledWith('/api/V2/currency-conversion?currency=NPR', expect.anything());
  expect(JSON.parse(window.localStorage.getItem(CURRENCY_INFO_KEY) ?? 'null')).toEqual({
    currency: 'NPR',
    factor: 1,
    round: 2,
    fetchedAt: 1_000,
  });
});

test('a stored foreign currency is refreshed once a day, not on every page', async () => {
  window.localStorage.setItem(CURRENCY_INFO_KEY, JSON.stringify({ currency: 'USD', factor: 0.007, round: 2, fetchedAt: 0 }));
  const fresh = answer(200, { data: { currency: 'USD', factor: 0.0073, round: 2 } });
  await refreshCurrencyInfo(60_000, fresh);
  expect(fresh).not.toHaveBeenCalled();
  expect(storedCurrencyInfo().factor).toBe(0.007);

  const nextDay = 24 * 60 * 60 * 1000 + 1;
  await refreshCurrencyInfo(nextDay, fresh);
  expect(fresh).toHaveBeenCalledWith('/api/V2/currency-conversion?currency=USD', expect.anything());
  expect(storedCurrencyInfo()).toEqual({ currency: 'USD', factor: 0.0073, round: 2 });
});

test('a failed or malformed answer keeps what was stored', async () => {
  window.localStorage.setItem(CURRENCY_INFO_KEY, JSON.stringify({ currency: 'INR', factor: 0.625, round: 2, fetchedAt: 0 }));
  await refreshCurrencyInfo(Date.now(), answer(503, { error: { message: 'down' } }));
  await refreshCurrencyInfo(Date.now(), answer(200, { data: { currency: 'INR' } }));
  expect(storedCurrencyInfo()).toEqual({ currency: 'INR', factor: 0.625, round: 2 });
});

test('a corrupt stored entry is treated as NPR', () => {
  window.localStorage.setItem(CURRENCY_INFO_KEY, '{not json');
  expect(storedCurrencyInfo()).toEqual({ currency: 'NPR', factor: 1, round: 2 });
});
