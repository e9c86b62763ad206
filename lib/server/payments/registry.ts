import 'server-only';
import { createCodGateway } from './cod';
import { ALL_GATEWAYS, type PaymentConfig } from './config';
import { createEsewaGateway } from './esewa';
import { createKhaltiGateway } from './khalti';
import type { FetchLike, PaymentGateway, PaymentGatewayId } from './types';

// Every gateway the shop knows, in the order the checkout lists them. Adding Fonepay: write fonepay.ts implementing
// PaymentGateway, add 'fonepay' to PaymentGatewayId and ALL_GATEWAYS, and one line below.

export type GatewayDeps = { fetch?: FetchLike | undefined; config?: (() => PaymentConfig) | undefined };

export function createGateways(deps: GatewayDeps = {}): PaymentGateway[] {
  const shared = {
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...(deps.config ? { config: deps.config } : {}),
  };
  return [createCodGateway(shared), createEsewaGateway(shared), createKhaltiGateway(shared)];
}

export function isGatewayId(value: unknown): value is PaymentGatewayId {
  return ALL_GATEWAYS.some((id) => id === value);
}

/** The gateway with this id, enabled or not; null for an unknown id. */
export function getGateway(id: string, deps: GatewayDeps = {}): PaymentGateway | null {
  return createGateways(deps).find((gateway) => gateway.id === id) ?? null;
}

/** The name a payment method goes by, enabled or not (an old order keeps its method's name); unknown ids as they are. */
export function gatewayLabel(id: string, deps: GatewayDeps = {}): string {
  return getGateway(id, deps)?.label ?? id;
}

/** The enabled methods' labels, in checkout's order: what any page may say the shop accepts. */
export function acceptedPayments(deps: GatewayDeps = {}): string[] {
  return listEnabledGateways(deps).map((gateway) => gateway.label);
}

/** What checkout offers (payment-methods / payment gateways). */
export function listEnabledGateways(deps: GatewayDeps = {}): Array<{ id: PaymentGatewayId; label: string }> {
  return createGateways(deps)
    .filter((gateway) => gateway.isEnabled())
    .map(({ id, label }) => ({ id, label }));
}
