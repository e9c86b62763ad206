import { NextRequest } from 'next/server';

type RouteHandler<P> = (request: NextRequest, context: { params: Promise<P> }) => Promise<Response>;

/** Calls a route handler as Next would: a real Request in, the real Response out, parsed as JSON. */
export async function callRoute<P = Record<string, never>>(
  handler: RouteHandler<P>,
  options: { url: string; method?: string; body?: unknown; params?: P; headers?: Record<string, string> },
  // `any` on purpose: tests read whatever JSON shape the route answers (body.data.products…) and assert on it.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<{ status: number; body: any; headers: Headers }> {
  const init: { method: string; headers: Record<string, string>; body?: string } = {
    method: options.method ?? 'GET',
    headers: { ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), ...options.headers },
  };
  if (options.body !== undefined) init.body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  const request = new NextRequest(new URL(options.url, 'http://localhost:3000'), init);
  const response = await handler(request, { params: Promise.resolve((options.params ?? {}) as P) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // non-JSON bodies (e.g. SVG, XML) are returned as text
  }
  return { status: response.status, body, headers: response.headers };
}
