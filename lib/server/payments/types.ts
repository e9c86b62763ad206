import 'server-only';

// The narrow interface checkout talks to. One adapter per gateway (esewa.ts, khalti.ts, cod.ts); adding Fonepay is
// one more file implementing PaymentGateway plus one line in registry.ts.

export type PaymentGatewayId = 'cod' | 'esewa' | 'khalti';

export type PaymentCustomer = { name?: string | undefined; email?: string | undefined; phone?: string | undefined };

export type StartPaymentRequest = {
  /** Unique per attempt; what the gateway echoes back (eSewa transaction_uuid, Khalti purchase_order_id). */
  orderRef: string;
  amountPaisa: number;
  /** Shown on the gateway's page (Khalti purchase_order_name). */
  productName: string;
  customer?: PaymentCustomer | undefined;
  /**
   * Absolute URL the gateway sends the customer back to after paying (eSewa success_url, Khalti return_url), built by
   * the link rule (lib/server/site-origin.ts): its origin is the one the shopper is on, so a gateway page the shop
   * serves itself (the simulator) is opened on that origin too.
   */
  returnUrl: string;
  /** Absolute URL for cancel / failure (eSewa failure_url, also used for pending). Khalti has no separate one. */
  failureUrl: string;
};

/** What the browser must do next to pay. */
export type PaymentAction =
  | { kind: 'redirect'; url: string }
  | { kind: 'form-post'; url: string; fields: Record<string, string> }
  | { kind: 'none' };

export type StartPaymentResult = PaymentAction & {
  /** The gateway's id for this payment when it hands one out at start (Khalti pidx); kept for the lookup. */
  gatewayRef?: string | undefined;
  /** The gateway's answer to store on the attempt (no secrets). */
  raw?: Record<string, unknown> | undefined;
};

/** What we know about the attempt being verified: everything a gateway answer is compared against. */
export type ExpectedPayment = { orderRef: string; amountPaisa: number; gatewayRef: string | null };

export type PaymentVerdict = {
  status: 'paid' | 'pending' | 'failed';
  /** eSewa ref_id / Khalti pidx: the gateway's own id for the transaction. */
  gatewayRef: string | null;
  amountPaisa: number;
  orderRef: string;
  /** The gateway's status answer (no secrets), stored on the attempt. */
  raw: Record<string, unknown>;
};

/** Query string (GET callback) or form body (POST callback), flattened to strings. */
export type ReturnParams = Record<string, string | undefined>;

export interface PaymentGateway {
  readonly id: PaymentGatewayId;
  readonly label: string;
  isEnabled(): boolean;
  start(request: StartPaymentRequest): Promise<StartPaymentResult>;
  /**
   * Which attempt a callback claims to be about (untrusted: only used to find the attempt; verifyReturn then
   * checks the claim).
   */
  referenceFromReturn(params: ReturnParams): { orderRef?: string | undefined; gatewayRef?: string | undefined };
  /**
   * Verifies a return against what we started, ALWAYS asking the gateway's status/lookup API before answering
   * 'paid'. Throws PaymentRefusedError for forged or mismatching data, GatewayUnavailableError when the gateway
   * cannot be asked.
   */
  verifyReturn(params: ReturnParams, expected: ExpectedPayment): Promise<PaymentVerdict>;
}

/** A callback or gateway answer that must not settle the attempt: bad signature, other amount, other transaction. */
export class PaymentRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentRefusedError';
  }
}

/** The gateway could not be asked (network, outage, 5xx, misconfigured key). Nothing is decided. */
export class GatewayUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayUnavailableError';
  }
}

/** The fetch the adapters use; tests inject one that routes to the simulator handlers (no real network). */
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;
