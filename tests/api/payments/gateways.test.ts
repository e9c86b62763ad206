import { eq } from 'drizzle-orm';
import * as esewaForm from '@/app/(simulator)/sim/esewa/api/epay/main/v2/form/route';
import * as esewaStatus from '@/app/(simulator)/sim/esewa/api/epay/transaction/status/route';
import * as esewaPage from '@/app/(simulator)/sim/esewa/pay/[id]/route';
import * as khaltiInitiate from '@/app/(simulator)/sim/khalti/api/v2/epayment/initiate/route';
import * as khaltiLookup from '@/app/(simulator)/sim/khalti/api/v2/epayment/lookup/route';
import * as khaltiPage from '@/app/(simulator)/sim/khalti/pay/[pidx]/route';
import { paymentAttempts } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';
import { listEnabledGateways } from '@/lib/server/payments/registry';
import { completePayment } from '@/lib/server/services/payments/complete-payment';
import { startPayment } from '@/lib/server/services/payments/start-payment';
import { callRoute } from '@/tests/api/support/call-route';
import { useTestDatabase } from '@/tests/api/support/database';
import { simulatorFetch } from './support/simulator-fetch';

const { db } = useTestDatabase();
const fetch = simulatorFetch();
const env = process.env as Record<string, string | undefined>;

function withEnv(values: Record<string, string | undefined>, run: () => Promise<void>): () => Promise<void> {
  return async () => {
    const saved = Object.fromEntries(Object.keys(values).map((key) => [key, env[key]]));
    Object.assign(env, values);
    for (const [key, value] of Object.entries(values)) if (value === undefined) delete env[key];
    try {
      await run();
    } finally {
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete env[key];
        else env[key] = value;
      }
    }
  };
}

const input = {
  orderId: 80,
  amountPaisa: 150000,
  productName: 'Cake',
  returnUrl: 'http://localhost:3000/checkout/return',
  failureUrl: 'http://localhost:3000/checkout/failed',
};

describe('cash on delivery and the gateway list', () => {
  it('lists every gateway by default and only the configured ones with PAYMENT_GATEWAYS', async () => {
    expect(listEnabledGateways().map((g) => g.id)).toEqual(['cod', 'esewa', 'khalti']);
    await withEnv({ PAYMENT_GATEWAYS: 'cod,khalti' }, async () => {
      expect(listEnabledGateways()).toEqual([
        { id: 'cod', label: 'Cash on delivery' },
        { id: 'khalti', label: 'Khalti' },
      ]);
      await expect(startPayment({ ...input, gateway: 'esewa' }, { fetch })).rejects.toMatchObject({ status: 422 });
    })();
  });

  it('cash on delivery needs no redirect and stays pending (cash is collected at the door)', async () => {
    const started = await startPayment({ ...input, gateway: 'cod' }, { fetch });
    expect(started.action).toEqual({ kind: 'none' });
    const settled = await completePayment({ gateway: 'cod', params: {}, orderRef: started.orderRef }, { fetch });
    expect(settled.status).toBe('pending');
    const [row] = await db().select().from(paymentAttempts).where(eq(paymentAttempts.orderRef, started.orderRef));
    expect(row).toMatchObject({ gateway: 'cod', amountPaisa: 150000, status: 'pending', orderId: 80 });
  });

  it('rejects unknown gateways, non-positive amounts and relative return URLs', async () => {
    await expect(startPayment({ ...input, gateway: 'paypal' }, { fetch })).rejects.toMatchObject({ status: 404 });
    await expect(startPayment({ ...input, gateway: 'cod', amountPaisa: 0 }, { fetch })).rejects.toMatchObject({ status: 400 });
    await expect(startPayment({ ...input, gateway: 'esewa', returnUrl: '/checkout' }, { fetch })).rejects.toBeInstanceOf(ApiError);
  });

  it('a callback for one gateway cannot settle another gateway’s attempt', async () => {
    const started = await startPayment({ ...input, gateway: 'cod' }, { fetch });
    await expect(completePayment({ gateway: 'esewa', params: { ref: started.orderRef } }, { fetch })).rejects.toMatchObject({ status: 404 });
  });

  it('every gateway is unusable when the gateway cannot be reached: 503, attempt failed, nothing charged', async () => {
    const down = async () => {
      throw new TypeError('fetch failed');
    };
    const error = await startPayment({ ...input, gateway: 'khalti' }, { fetch: down }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503, code: 'gateway_unavailable' });
  });
});

describe('simulator availability', () => {
  const routes: Array<[string, () => Promise<{ status: number }>]> = [
    ['esewa form', () => callRoute(esewaForm.POST, { url: '/sim/esewa/api/epay/main/v2/form', method: 'POST', body: 'a=b' })],
    ['esewa status', () => callRoute(esewaStatus.GET, { url: '/sim/esewa/api/epay/transaction/status?product_code=EPAYTEST' })],
    ['esewa page', () => callRoute(esewaPage.GET, { url: '/sim/esewa/pay/x', params: { id: 'x' } })],
    ['khalti initiate', () => callRoute(khaltiInitiate.POST, { url: '/sim/khalti/api/v2/epayment/initiate', method: 'POST', body: {} })],
    ['khalti lookup', () => callRoute(khaltiLookup.POST, { url: '/sim/khalti/api/v2/epayment/lookup', method: 'POST', body: {} })],
    ['khalti page', () => callRoute(khaltiPage.GET, { url: '/sim/khalti/pay/x', params: { pidx: 'x' } })],
  ];

  it(
    'answers 404 on every simulator route in production',
    withEnv({ NODE_ENV: 'production', PAYMENT_SIMULATOR: undefined }, async () => {
      for (const [name, call] of routes) {
        expect([name, (await call()).status]).toEqual([name, 404]);
      }
    }),
  );

  it(
    'works in production only when PAYMENT_SIMULATOR=1 (e.g. an offline demo)',
    withEnv({ NODE_ENV: 'production', PAYMENT_SIMULATOR: '1' }, async () => {
      const khalti = await routes[3]?.[1]();
      expect(khalti?.status).toBe(401); // reached the simulator, which wants the merchant key
    }),
  );

  it(
    'in production without the simulator the adapters default to the real UAT endpoints',
    withEnv({ NODE_ENV: 'production', PAYMENT_SIMULATOR: undefined }, async () => {
      const started = await startPayment({ ...input, gateway: 'esewa' }, { fetch });
      expect(started.action).toMatchObject({ kind: 'form-post', url: 'https://rc-epay.esewa.com.np/api/epay/main/v2/form' });
    }),
  );
});
