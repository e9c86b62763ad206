import { NextRequest } from 'next/server';
import * as esewaForm from '@/app/(simulator)/sim/esewa/api/epay/main/v2/form/route';
import * as esewaStatus from '@/app/(simulator)/sim/esewa/api/epay/transaction/status/route';
import * as khaltiInitiate from '@/app/(simulator)/sim/khalti/api/v2/epayment/initiate/route';
import * as khaltiLookup from '@/app/(simulator)/sim/khalti/api/v2/epayment/lookup/route';
import type { FetchLike } from '@/lib/server/payments/types';

type Handler = (request: NextRequest, context: unknown) => Promise<Response>;

// The adapters' fetch, routed straight to the simulator's route handlers: the real protocol end to end, no network.
const ROUTES: Record<string, Partial<Record<string, Handler>>> = {
  '/sim/esewa/api/epay/main/v2/form': { POST: esewaForm.POST },
  '/sim/esewa/api/epay/transaction/status': { GET: esewaStatus.GET },
  '/sim/khalti/api/v2/epayment/initiate': { POST: khaltiInitiate.POST },
  '/sim/khalti/api/v2/epayment/lookup': { POST: khaltiLookup.POST },
};

export type RecordedCall = { method: string; path: string };

export function simulatorFetch(calls: RecordedCall[] = []): FetchLike {
  return async (input, init = {}) => {
    const url = new URL(input);
    const path = url.pathname.replace(/\/+$/, '');
    const method = (init.method ?? 'GET').toUpperCase();
    calls.push({ method, path });
    const handler = ROUTES[path]?.[method];
    if (!handler) return new Response(JSON.stringify({ detail: 'Not found.' }), { status: 404 });
    // The timeout signal belongs to a real network call; the handler runs in-process.
    const rest: RequestInit = { ...init, signal: null };
    return handler(new NextRequest(url, rest as ConstructorParameters<typeof NextRequest>[1]), { params: Promise.resolve({}) });
  };
}

/** The query of a redirect's Location as a plain object. */
export function locationQuery(headers: Headers): { url: URL; params: Record<string, string> } {
  const url = new URL(headers.get('location') ?? 'http://invalid/');
  return { url, params: Object.fromEntries(url.searchParams) };
}
