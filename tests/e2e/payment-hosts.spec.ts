import { expect, test } from '@playwright/test';
import { budget } from './budget';
import { placeUnpaidOrder } from './orders-api';
import { createConfirmedUser, logInWithPassword, watchCspViolations } from './support';

// A shopper pays on the host they are on (issue 23 §5): the demo shop answers at 127.0.0.1 and at localhost alike,
// and every link handed to the gateway comes from one rule (lib/server/site-origin.ts), so eSewa's form is posted to,
// and Khalti's page opened on, the simulator on that same host; the page's CSP form-action allows exactly that; and
// the gateway sends them back there, still logged in. Before: the form posted to localhost from 127.0.0.1, the
// simulator's Pay was refused by the CSP, and nothing happened. The e2e server runs without SITE_URL, as the demo
// does; its base URL is one of the two hosts and the other names the same server.

const BASE = new URL(process.env.E2E_BASE_URL || 'http://localhost:3000');
const HOSTS = ['127.0.0.1', 'localhost'].map((host) => `http://${host}:${BASE.port}`);
const CAUSE = '/donations/festival-meals-at-briddhashram';
const GATEWAYS = [
  { id: 'esewa', label: 'eSewa' },
  { id: 'khalti', label: 'Khalti' },
] as const;

test.describe.configure({ timeout: budget(150_000) });

for (const origin of HOSTS) {
  test(`on ${origin} an order and a donation are paid by eSewa and by Khalti without leaving the host`, async ({ browser, request }) => {
    const user = await createConfirmedUser(request);
    const context = await browser.newContext({ baseURL: origin });
    const page = await context.newPage();
    const violations = await watchCspViolations(page);
    await page.goto('/login');
    await logInWithPassword(page, user.email, user.password);
    await expect(page).toHaveURL(/\/profile/);
    const cake = ((await (await page.request.get('/api/V2/category/cakes?perPage=1')).json()) as { data: { products: { id: number }[] } }).data.products[0]!;
    const onHost = (path: string) => new RegExp(`^${origin.replace(/\./g, '\\.')}${path}`);

    for (const gateway of GATEWAYS) {
      // An order waiting for payment, paid from its page.
      const orderId = await placeUnpaidOrder(page, cake.id, gateway.id);
      await page.goto(`/order-confirmation?orderId=${orderId}`);
      await page.getByRole('radio', { name: gateway.label }).check();
      await page.getByRole('button', { name: 'Pay now' }).click();
      await expect(page).toHaveURL(onHost(`/sim/${gateway.id}/`));
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await expect(page).toHaveURL(onHost(`/order-confirmation\\?orderId=${orderId}&payment=paid`));
      await expect(page.getByRole('heading', { name: 'Thank you! Your order is confirmed' })).toBeVisible();

      // A gift to a cause.
      await page.goto(CAUSE);
      const form = page.getByTestId('donate-form');
      await form.getByLabel(/Or another amount/).fill('450');
      await form.getByRole('radio', { name: gateway.label }).check();
      await page.getByTestId('donate-submit').click();
      await expect(page).toHaveURL(onHost(`/sim/${gateway.id}/`));
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await expect(page).toHaveURL(onHost(`${CAUSE}\\?.*payment=paid`));
      await expect(page.getByTestId('donation-outcome')).toContainText('Thank you!');
    }
    expect(violations()).toEqual([]);
    await context.close();
  });
}
