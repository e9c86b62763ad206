import { handle } from '@/lib/server/http/respond';
import { notFound } from '@/lib/server/http/errors';

// Any /api path no route handler owns answers the JSON envelope with 404 — never the shop's HTML not-found page,
// which the (shop) catch-all would otherwise serve to API clients.
const unknownEndpoint = handle(async () => {
  throw notFound('API endpoint');
});

export const GET = unknownEndpoint;
export const POST = unknownEndpoint;
export const PUT = unknownEndpoint;
export const PATCH = unknownEndpoint;
export const DELETE = unknownEndpoint;
export const OPTIONS = unknownEndpoint;
