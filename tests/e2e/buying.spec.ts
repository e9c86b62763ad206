import { expect, test, type Browser, type Page } from '@playwright/test';
import { budget } from './budget';
import {
  createConfirmedUser,
  findConfigurableCake,
  findPhotoCake,
  expectPriceChange,
  linkPath,
  logInWithPassword,
  newTestUser,
  nprText,
  priceText,
  seriousA11yViolations,
  solidPng,
  type TestUser,
  watchCspViolations,
  waitForMessage,
} from './support';

// Buying end to end (issue 4): a guest configures a cake, adds candles, logs in with the cart kept, chooses where
// (from the list or by GPS) and when (the midnight slot), and pays: eSewa and Khalti through their local simulators,
// or cash on delivery. Then the order is followed, cancelled with a reason, and the wishlist is used.

const CANDLES = 'Striped Birthday Candles (pack of 24)';
const MIDNIGHT = '11 PM – 12 AM (midnight)';
/** New Baneshwor, Kathmandu: a served area (SPEC §9's map default is nearby). */
const NEW_BANESHWOR = { latitude: 27.6923, longitude: 85.3422 };

type CartJson = {
  data: {
    cartItems: { name: string; quantity: number; lineTotal: number; optionsSummary: string[] }[];
    accessories: { name: string; quantity: number }[];
    totals: { subtotal: number; accessories: number; total: number };
  };
};

/** A small solid-colour PNG (the customer's "photo" for a photo cake). */
const tinyPng = (width = 24, height = 16) => solidPng(width, height, [226, 62, 87]);

/** A browser context for a shopper; `gps` allows the location prompt and puts the phone in that place. */
async function shopperPage(browser: Browser, gps = false): Promise<Page> {
  const context = await browser.newContext(
    gps ? { geolocation: NEW_BANESHWOR, permissions: ['geolocation'] } : {},
  );
  return context.newPage();
}

/**
 * As a guest: a cake at its second weight in a flavour that costs extra, with a message on the cake, then a pack of
 * candles from the cart's add-ons. Returns what was chosen so later steps can find it.
 */
async function guestFillsCart(page: Page): Promise<{ name: string; flavour: string; pound: number; message: string }> {
  const { slug, name, cake } = await findConfigurableCake(page.request);
  const pound = Math.round((cake.minPound + (cake.poundStep || 0.5)) * 100) / 100;
  const flavour = [...cake.flavours].sort((a, b) => b.extraPerPound - a.extraPerPound)[0];
  if (!flavour) throw new Error(`${name} has no flavours`);
  const message = 'Happy Birthday Aama!';

  await page.goto(`/product/${slug}`);
  const form = page.getByRole('form', { name: 'Choose your cake' });
  const before = await priceText(page);
  await form.getByLabel('Size (pounds)').selectOption(String(pound));
  await form.getByLabel('Flavour').selectOption(String(flavour.id));
  await expectPriceChange(page, before);
  await form.getByLabel(/Message on cake/).fill(message);
  await form.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(`${name} is in your cart.`)).toBeVisible();

  await page.goto('/cart');
  const line = page.getByTestId('cart-line').filter({ hasText: name });
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(flavour.name);
  await expect(line).toContainText(`${pound} lb`);
  await expect(line).toContainText(message);

  // Add-ons are a pending list until "Update add-ons" posts them and reloads the cart.
  await page.getByRole('button', { name: `One more ${CANDLES}` }).click();
  await expect(page.getByText('1 change not saved yet')).toBeVisible();
  await page.getByRole('button', { name: 'Update add-ons' }).click();
  await expect(page.getByText('Add-ons updated')).toBeVisible();
  await expect(page.getByText('1 change not saved yet')).toBeHidden();

  // The totals shown are the server's: the cart API answers the same figures.
  const cart = ((await (await page.request.get('/api/V2/cart')).json()) as CartJson).data;
  expect(cart.accessories).toEqual([expect.objectContaining({ name: CANDLES, quantity: 1 })]);
  expect(cart.totals.accessories).toBeGreaterThan(0);
  const totals = page.getByTestId('cart-totals');
  await expect(totals.getByText(nprText(cart.totals.subtotal), { exact: true })).toBeVisible();
  await expect(totals.getByText(nprText(cart.totals.accessories), { exact: true })).toBeVisible();
  await expect(totals.getByText(nprText(cart.totals.total), { exact: true })).toBeVisible();
  expect(cart.totals.total).toBe(cart.totals.subtotal + cart.totals.accessories);
  return { name, flavour: flavour.name, pound, message };
}

/** From the cart to the checkout: the guest is asked to log in and comes back with the cart kept, exactly once. */
async function logInAtCheckout(page: Page, user: TestUser, cakeName: string): Promise<void> {
  const quantities = (cart: CartJson['data']) => [...cart.cartItems.map((l) => `${l.name} × ${l.quantity}`), ...cart.accessories.map((a) => `${a.name} × ${a.quantity}`)];
  const asGuest = ((await (await page.request.get('/api/V2/cart')).json()) as CartJson).data;
  // The summary's button (on a phone the sticky bar offers one too: tests/e2e/phone-screens.spec.ts).
  await page.getByRole('complementary', { name: 'Order summary' }).getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/login\?referrer=%2Fcheckout$/);
  await logInWithPassword(page, user.email, user.password);
  await expect(page).toHaveURL(/\/checkout$/);
  const summary = page.getByRole('complementary', { name: 'Your order' });
  await expect(summary).toContainText(cakeName);
  await expect(summary).toContainText(CANDLES);
  // The customer's cart after the login holds the guest's lines once (issue 11: it showed × 2): same lines, same total.
  const asCustomer = ((await (await page.request.get('/api/V2/cart')).json()) as CartJson).data;
  expect(quantities(asCustomer)).toEqual(quantities(asGuest));
  expect(asCustomer.totals.total).toBe(asGuest.totals.total);
}

/** Step 1: a new address, its area picked from the region → city → area lists or found by the phone's GPS. */
async function addAddress(page: Page, user: TestUser, how: 'list' | 'gps'): Promise<void> {
  const form = page.getByRole('form', { name: 'New address' });
  await expect(form.getByLabel('Receiver’s name')).toHaveValue(user.name);
  // The account's own mobile is there already; nobody is asked to type a latitude.
  await expect(form.getByLabel('Mobile number')).toHaveValue(user.phone);
  await expect(form.getByLabel(/latitude|longitude/i)).toHaveCount(0);
  if (how === 'list') {
    await form.getByLabel('Region').selectOption({ label: 'Kathmandu Valley' });
    await form.getByLabel('City').selectOption({ label: 'Kathmandu' });
    await form.getByLabel('Area').selectOption({ label: 'New Baneshwor' });
  } else {
    await form.getByRole('button', { name: 'Use my location' }).click();
    await expect(form.getByText('Pin dropped in New Baneshwor.')).toBeVisible();
    await expect(form.getByLabel('Area')).toHaveValue(/\d+/);
    await expect(form.getByLabel('Area').locator('option:checked')).toHaveText('New Baneshwor');
    await expect(form.getByTestId('map-pin')).toContainText('Pinned to where your phone is, in New Baneshwor');
  }
  await expect(form.getByText(/Delivery to .*New Baneshwor/)).toBeVisible();
  await form.getByLabel(/Landmark and directions/).fill('Opposite the Everest Bank, blue gate');
  await form.getByRole('button', { name: 'Save address' }).click();

  const chosen = page.getByRole('radio', { checked: true });
  await expect(chosen).toHaveCount(1);
  await page.getByRole('button', { name: 'Deliver here' }).click();
}

/** Step 2: the first offered date whose midnight slot is still open (the next day once tonight's has passed). */
async function chooseMidnight(page: Page): Promise<void> {
  const date = page.getByLabel('Delivery date');
  await expect(date).not.toHaveValue('');
  const slot = page.getByRole('radio', { name: MIDNIGHT });
  await expect(slot).toBeVisible();
  if (await slot.isDisabled()) {
    const next = new Date(`${await date.inputValue()}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    await date.fill(next.toISOString().slice(0, 10));
    await expect(slot).toBeEnabled();
  }
  await slot.check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  // The completed step names the slot, not only the day.
  await expect(page.getByRole('region', { name: /Date and time/ })).toContainText(`Midnight delivery, ${MIDNIGHT}`);
}

/** Step 3: the server's quote (items + add-ons + the place's charge with the midnight premium), then place it. */
async function placeOrder(page: Page, method: 'eSewa' | 'Khalti' | 'Cash on delivery'): Promise<void> {
  const totals = page.getByTestId('order-totals');
  await expect(totals).toBeVisible();
  await expect(totals.getByText('Add-ons')).toBeVisible();
  // New Baneshwor costs Rs 100 (free above Rs 2,500), and the midnight slot always adds Rs 500.
  await expect(page.getByText(/Midnight delivery adds रू 500/)).toBeVisible();
  const amounts = Object.fromEntries(
    await totals.locator('div').evaluateAll((rows) =>
      rows.flatMap((row) => {
        const term = row.querySelector(':scope > dt')?.textContent ?? '';
        const value = row.querySelector(':scope > dd')?.textContent ?? '';
        return term ? [[term.replace(/\s*\(.*\)$/, ''), Number(value.replace(/[^\d]/g, '')) || 0]] : [];
      }),
    ),
  ) as Record<string, number>;
  const items = amounts.Items ?? 0;
  const delivery = amounts.Delivery ?? 0;
  expect(delivery).toBe(items >= 2500 ? 500 : 600);
  expect(amounts.Total).toBe(items + (amounts['Add-ons'] ?? 0) + delivery);
  // The sidebar follows the steps: the same total as the review, delivery included.
  const sidebarTotal = page.getByTestId('sidebar-totals').locator('div').filter({ has: page.locator('dt', { hasText: 'Total' }) }).locator('dd');
  await expect(sidebarTotal).toHaveText(await totals.locator('div').filter({ has: page.locator('dt', { hasText: 'Total' }) }).locator('dd').innerText());
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: method === 'Cash on delivery' ? 'Place order' : 'Place order and pay' }).click();
}

/** The order in /profile/orders with its current status and payment, and its own page. */
async function expectInOrders(page: Page, orderNumber: string, status: string, payment: string): Promise<void> {
  await page.goto('/profile/orders');
  await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: orderNumber, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(status);
  await expect(row).toContainText(payment);
  await expect(row).toContainText(MIDNIGHT);
}

async function orderNumberOnPage(page: Page): Promise<string> {
  const text = await page.getByText(/^Order number/).innerText();
  const number = text.replace(/^Order number\s*/, '').trim();
  expect(number).not.toBe('');
  return number;
}

/** On the gateway's hosted page (the local simulator in tests): Pay, and land on the shop's confirmation. */
async function payOnGatewayPage(page: Page, gatewayUrl: RegExp): Promise<void> {
  await expect(page).toHaveURL(gatewayUrl);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?/);
  await expect(page.getByRole('heading', { name: 'Thank you! Your order is confirmed' })).toBeVisible();
}

/** The confirmation shows the payment, and My orders lists the order as confirmed and paid the same way. */
async function expectPaidOrder(page: Page, paidLabel: string): Promise<void> {
  await expect(page.getByText(paidLabel)).toBeVisible();
  const number = await orderNumberOnPage(page);
  await expectInOrders(page, number, 'Confirmed', paidLabel);
}

test.describe('buying', () => {
  test.describe.configure({ timeout: budget(120_000) });

  test('guest configures a cake with candles → logs in → area from the list, midnight → pays with eSewa', async ({ browser, request }) => {
    const user = await createConfirmedUser(request);
    const page = await shopperPage(browser);
    // The signed form is posted to eSewa (here its simulator) under the shop's Content-Security-Policy.
    const cspViolations = await watchCspViolations(page);
    const cake = await guestFillsCart(page);
    await logInAtCheckout(page, user, cake.name);
    await addAddress(page, user, 'list');
    await chooseMidnight(page);
    await placeOrder(page, 'eSewa');

    // eSewa's hosted page (the local simulator in tests): the signed form arrived with the order's amount.
    await payOnGatewayPage(page, /\/sim\/esewa\//);
    await expect(page.getByText(/is paid\./)).toBeVisible();
    await expect(page.getByText(cake.message)).toBeVisible();
    await expectPaidOrder(page, 'Paid · eSewa');
    expect(cspViolations()).toEqual([]);
    await page.context().close();
  });

  test('guest configures a cake with candles → logs in → area by GPS, midnight → pays with Khalti', async ({ browser, request }) => {
    const user = await createConfirmedUser(request);
    const page = await shopperPage(browser, true);
    const cake = await guestFillsCart(page);
    await logInAtCheckout(page, user, cake.name);
    await addAddress(page, user, 'gps');
    await chooseMidnight(page);
    await placeOrder(page, 'Khalti');

    await payOnGatewayPage(page, /\/sim\/khalti\//);
    await expectPaidOrder(page, 'Paid · Khalti');
    await page.context().close();
  });

  test('guest configures a cake with candles → logs in → midnight → cash on delivery → cancels with a reason', async ({ browser, request }) => {
    const user = await createConfirmedUser(request);
    const page = await shopperPage(browser);
    const cake = await guestFillsCart(page);
    await logInAtCheckout(page, user, cake.name);
    await addAddress(page, user, 'list');
    await chooseMidnight(page);
    await placeOrder(page, 'Cash on delivery');

    await expect(page).toHaveURL(/\/order-confirmation\?orderId=\d+$/);
    await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible();
    await expect(page.getByText(/keep the cash ready/)).toBeVisible();
    const number = await orderNumberOnPage(page);
    await expectInOrders(page, number, 'Placed', 'Cash on delivery');
    // The account home lists it under "Recent orders" too.
    await page.goto('/profile');
    const recent = page.getByRole('region', { name: 'Recent orders' });
    await expect(recent.getByRole('link', { name: number, exact: true })).toBeVisible();
    await expect(recent).not.toContainText('Your orders will appear here');

    // The cart is empty after the order.
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(0);

    // Cancel from the order's own page, with a reason: the status becomes Cancelled everywhere.
    await page.goto('/profile/orders');
    await page.getByRole('link', { name: `View order ${number}` }).click();
    await expect(page).toHaveURL(/\/profile\/orders\/view-order\/\d+$/);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const cancel = page.getByRole('form', { name: 'Cancel this order' });
    await cancel.getByRole('button', { name: 'Cancel the order' }).click();
    await expect(cancel.getByText('Choose a reason.')).toBeVisible();
    await cancel.getByRole('radio', { name: 'I need it on a different date or time' }).check();
    await cancel.getByLabel(/Anything to add/).fill('Her birthday moved to next week.');
    await cancel.getByRole('button', { name: 'Cancel the order' }).click();
    await expect(page.getByText('Cancelled: I need it on a different date or time (Her birthday moved to next week.)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expectInOrders(page, number, 'Cancelled', 'Cash on delivery');

    // The customer was told at each step, by email and SMS (the outbox here), after the answers.
    for (const step of ['placed', 'cancelled']) {
      const mail = await waitForMessage(user.email, (m) => m.subject.startsWith(`Your order ${number} is ${step}`));
      expect(mail.text).toContain(cake.name);
      expect(linkPath(mail, '/profile/orders/view-order/')).toMatch(/^\/profile\/orders\/view-order\/\d+$/);
      const sms = await waitForMessage(user.phone, (m) => m.channel === 'sms' && m.text.includes(`order ${number} ${step}`));
      expect(sms.text).toContain('/profile/orders/view-order/');
    }
    await page.context().close();
  });

  test('guest adds a photo cake: the photo is required, previewed, uploaded and shown on the cart line', async ({ browser }) => {
    const page = await shopperPage(browser);
    const { slug, name } = await findPhotoCake(page.request);
    await page.goto(`/product/${slug}`);
    const form = page.getByRole('form', { name: 'Choose your cake' });
    await form.getByRole('button', { name: 'Add to cart' }).click();
    await expect(form.getByText('Add your photo: it is printed on the cake.')).toBeVisible();

    await form.getByLabel(/Your photo/).setInputFiles({ name: 'aama.png', mimeType: 'image/png', buffer: tinyPng() });
    await expect(form.getByRole('img', { name: 'Preview of your photo' })).toBeVisible();
    await expect(form.getByText('Add your photo: it is printed on the cake.')).toBeHidden();
    await form.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText(`${name} is in your cart.`)).toBeVisible();

    await page.goto('/cart');
    const line = page.getByTestId('cart-line').filter({ hasText: name });
    await expect(line).toContainText('Your photo on the cake');
    const photo = line.getByRole('img', { name: 'Your photo for the cake' });
    await expect(photo).toBeVisible();
    // The uploaded picture really comes back (through the image optimizer), not a broken image.
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await page.context().close();
  });

  test('a scooter can be bought too: Add to cart from its page', async ({ browser }) => {
    const page = await shopperPage(browser);
    const list = await page.request.get('/api/V2/category/automobiles?perPage=24');
    expect(list.ok()).toBe(true);
    const scooter = ((await list.json()) as { data: { products: { slug: string; name: string; type: string; inStock: boolean }[] } }).data.products.find(
      (p) => p.type === 'automobile' && p.inStock,
    );
    if (!scooter) throw new Error('No automobile in stock in /category/automobiles');
    await page.goto(`/product/${scooter.slug}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText(`${scooter.name} is in your cart.`)).toBeVisible();
    // A fresh page load asks for the cart as it starts (fetch, not axios): the header's badge still counts it.
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Cart, 1 item' }).first()).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByTestId('cart-line').filter({ hasText: scooter.name })).toHaveCount(1);
    await page.context().close();
  });

  test('wishlist: the heart on a product card adds it, /profile/wishlist removes it', async ({ browser, request }) => {
    const user = await createConfirmedUser(request);
    const page = await shopperPage(browser);
    await page.goto('/login?referrer=%2Fcategory%2Fcakes');
    await logInWithPassword(page, user.email, user.password);
    await expect(page).toHaveURL(/\/category\/cakes$/);

    const card = page.getByTestId('product-card').first();
    const name = (await card.getByRole('link').first().innerText()).trim();
    const heart = card.getByRole('button', { name: /^Add to wishlist:/ });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(/is in your wishlist\./)).toBeVisible();

    await page.goto('/profile/wishlist');
    const item = page.getByTestId('wishlist-item');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(name);
    await expect(item.getByText(/(रू|Rs\.?)\s?[\d,]+/).first()).toBeVisible();
    await item.getByRole('button', { name: /^Remove .* from wishlist$/ }).click();
    await expect(page.getByText('Your wishlist is empty')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Your wishlist is empty')).toBeVisible();
    await page.context().close();
  });

  test('the cart and every checkout step have no serious or critical accessibility violations', async ({ browser, request }) => {
    const user = await createConfirmedUser(request);
    const page = await shopperPage(browser);
    const cake = await guestFillsCart(page);
    // Toasts come and go; check the page itself.
    await expect(page.getByRole('status').filter({ hasText: 'Add-ons updated' })).toHaveCount(0, { timeout: budget(10_000) });
    expect(await seriousA11yViolations(page), '/cart').toEqual([]);

    await logInAtCheckout(page, user, cake.name);
    await expect(page.getByRole('form', { name: 'New address' }).getByLabel('Region')).toBeVisible();
    expect(await seriousA11yViolations(page), 'checkout, new address').toEqual([]);
    await addAddress(page, user, 'list');
    await expect(page.getByRole('radio', { name: MIDNIGHT })).toBeVisible();
    expect(await seriousA11yViolations(page), 'checkout, date and time').toEqual([]);
    await chooseMidnight(page);
    await expect(page.getByTestId('order-totals')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Cash on delivery' })).toBeVisible();
    expect(await seriousA11yViolations(page), 'checkout, review and pay').toEqual([]);
    await page.context().close();
  });

  test('at 360 px the cart, each checkout step and the orders fit the screen', async ({ browser, request }) => {
    const user = await createConfirmedUser(request);
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    const fits = async (where: string) => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${where} is wider than the screen`).toBeLessThanOrEqual(0);
    };
    const cake = await guestFillsCart(page);
    await fits('/cart (guest)');
    await logInAtCheckout(page, user, cake.name);
    await fits('checkout, new address');
    // Logged in, the cart also offers the gift voucher form.
    await page.goto('/cart');
    await expect(page.getByLabel('Gift voucher')).toBeVisible();
    await fits('/cart (customer)');
    await page.goto('/checkout');
    await addAddress(page, user, 'list');
    await expect(page.getByRole('radio', { name: MIDNIGHT })).toBeVisible();
    await fits('checkout, date and time');
    await chooseMidnight(page);
    await placeOrder(page, 'Cash on delivery');
    await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible();
    await fits('/order-confirmation');
    const number = await orderNumberOnPage(page);
    await expectInOrders(page, number, 'Placed', 'Cash on delivery');
    await fits('/profile/orders');
    await page.getByRole('link', { name: `View order ${number}` }).click();
    await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
    await fits('view-order');
    await context.close();
  });
});

test('the last delivery area is preselected on the next visit, and a message changed at checkout is on the order', async ({ browser, request }) => {
  test.setTimeout(budget(120_000));
  const user = await createConfirmedUser(request);
  const page = await shopperPage(browser);
  const cake = await guestFillsCart(page);
  await logInAtCheckout(page, user, cake.name);

  // The area is picked but the address not saved yet: a new visit to checkout starts on it (kept 72 days).
  const form = page.getByRole('form', { name: 'New address' });
  await form.getByLabel('Region').selectOption({ label: 'Kathmandu Valley' });
  await form.getByLabel('City').selectOption({ label: 'Kathmandu' });
  await form.getByLabel('Area').selectOption({ label: 'New Baneshwor' });
  await page.goto('/checkout');
  await expect(form.getByLabel('Area').locator('option:checked')).toHaveText('New Baneshwor');
  await expect(form.getByLabel('Region').locator('option:checked')).toHaveText('Kathmandu Valley');
  await expect(form.getByTestId('map-pin')).toContainText('New Baneshwor');
  await form.getByLabel('Mobile number').fill(user.phone);
  await form.getByRole('button', { name: 'Save address' }).click();
  await page.getByRole('button', { name: 'Deliver here' }).click();
  await chooseMidnight(page);

  // Review: the message on the cake is changed here, saved to the cart and re-quoted by the server.
  const newMessage = 'Happy 60th, Buwa!';
  await page.getByRole('button', { name: `Customise ${cake.name}` }).click();
  const editor = page.getByRole('group', { name: `Customise ${cake.name}` });
  await expect(editor.getByLabel(/Message on the cake/)).toHaveValue(cake.message);
  await editor.getByLabel(/Message on the cake/).fill(newMessage);
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('customise-line').filter({ hasText: cake.name })).toContainText(`Message: “${newMessage}”`);
  await placeOrder(page, 'Cash on delivery');

  await expect(page.getByRole('heading', { name: 'Thank you! Your order is placed' })).toBeVisible();
  await expect(page.getByText(newMessage)).toBeVisible();
  await expect(page.getByText(cake.message)).toHaveCount(0);
  await page.context().close();
});

test('a guest who signs up at checkout is led back to checkout once the email is confirmed', async ({ browser }) => {
  test.setTimeout(budget(120_000));
  const user = newTestUser();
  const page = await shopperPage(browser);
  const { slug, name } = await findConfigurableCake(page.request);
  await page.goto(`/product/${slug}`);
  await page.getByRole('form', { name: 'Choose your cake' }).getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(`${name} is in your cart.`)).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/login\?referrer=%2Fcheckout$/);

  // "Create an account" keeps where the shopper was going, through register and "check your inbox".
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register\?referrer=%2Fcheckout$/);
  await page.getByLabel('Full name').fill(user.name);
  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Mobile number').fill(user.phone);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify\/email\?referrer=%2Fcheckout$/);
  await expect(page.getByRole('link', { name: 'Back to checkout' })).toBeVisible();

  // The emailed link, opened in this browser: the confirmed page offers checkout (the cart still holds the cake).
  const mail = await waitForMessage(user.email, (m) => m.links.some((l) => l.includes('/user-confirm')));
  await page.goto(linkPath(mail, '/user-confirm'));
  await expect(page.getByRole('heading', { name: 'Your email is confirmed' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('complementary', { name: 'Your order' })).toContainText(name);
  await expect(page.getByRole('form', { name: 'New address' }).getByLabel('Mobile number')).toHaveValue(user.phone);
  await page.context().close();
});

test('on a wide screen the order summary stays in view, below the header, while the checkout form scrolls', async ({ browser, request }) => {
  const user = await createConfirmedUser(request);
  const context = await browser.newContext({ viewport: { width: 1440, height: 720 } });
  const page = await context.newPage();
  const flowers = (await (await page.request.get('/api/V2/category/flowers?perPage=48')).json()) as { data: { products: { slug: string; name: string; inStock: boolean }[] } };
  const gift = flowers.data.products.find((p) => p.inStock)!;
  await page.goto(`/product/${gift.slug}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(`${gift.name} is in your cart.`)).toBeVisible();
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/login\?referrer=%2Fcheckout$/);
  await logInWithPassword(page, user.email, user.password);
  await expect(page).toHaveURL(/\/checkout$/);
  const summary = page.getByRole('complementary', { name: 'Your order' });
  await expect(summary).toContainText(gift.name);
  await expect(page.getByRole('form', { name: 'New address' }).getByLabel('Region')).toBeVisible();

  // Down to the foot of the steps: far enough that a summary left in its place would go under the header.
  const header = (await page.locator('header').first().boundingBox())!;
  const start = (await summary.boundingBox())!;
  const stepsBottom = await page.evaluate(
    () => document.querySelector('aside[aria-label="Your order"]')!.previousElementSibling!.getBoundingClientRect().bottom + window.scrollY,
  );
  await page.evaluate((y) => window.scrollTo(0, y), stepsBottom - 720 + 16);
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled, 'the form is long enough to scroll the summary away').toBeGreaterThan(start.y - (header.y + header.height) + 50);

  await expect(async () => {
    const box = (await summary.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.y + box.height).toBeLessThanOrEqual(720);
  }).toPass();
  await expect(summary.getByTestId('sidebar-totals')).toBeInViewport({ ratio: 1 });
  await context.close();
});
