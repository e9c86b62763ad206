import type { IncomingMessage, ServerResponse } from 'node:http';
import { cacheHeaders } from '@/lib/server/cache/policy';
import { allowedMethods, isHandlerMethod, matchRoute, type RouteEntry } from './route-table';

// What the production server (lib/server/front/server.ts) answers itself, before Next sees a request, because Next cannot:
// - A path whose percent-escapes do not decode (/%ff, /%c0%ae, /%zz, or escapes decoding to control characters such
//   as %00) names nothing we have. Next answers these with a bare "500 Internal Server Error". Under /api the answer
//   is the JSON error envelope (400); a page request is sent on to the shop's own not-found page (404).
// - A method Next's handlers cannot take (TRACE and TRACK make Next's Request constructor throw: a 500; PROPFIND and
//   other WebDAV verbs got an empty 400), and under /api any method the route file does not export (Next's own 405
//   has an empty body and no Allow). Under /api these get a 405 JSON envelope with `Allow` listing the route's real
//   methods, read from the route files themselves (route-table.ts), so a new route is covered without listing it.

export type GateAnswer =
  | { kind: 'answer'; status: number; headers: Record<string, string>; body: string }
  /** Serve this path instead (the shop's not-found page), keeping the method and headers. */
  | { kind: 'rewrite'; url: string };

/** A path no page or route can have: the shop's catch-all renders its 404 page for it. */
export const NOT_FOUND_PATH = '/_not-found-address';

const API_PREFIX = '/api/';
/** C0 controls and DEL: nothing we serve has them in its address, and PostgreSQL cannot store NUL. */
const CONTROL = /[\u0000-\u001f\u007f]/;

function json(status: number, message: string, code: string, headers: Record<string, string> = {}): GateAnswer {
  return {
    kind: 'answer',
    status,
    headers: { 'Content-Type': 'application/json', ...cacheHeaders('noStore'), ...headers },
    body: JSON.stringify({ error: { message, code } }),
  };
}

/** The path's decoded segments, or null when an escape does not decode to text we could have in an address. */
export function decodePath(rawPath: string): string[] | null {
  const parts: string[] = [];
  for (const raw of rawPath.split('/')) {
    if (!raw) continue;
    let part: string;
    try {
      part = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (CONTROL.test(part)) return null;
    parts.push(part);
  }
  return parts;
}

/** A gate over the app's routes: null lets Next handle the request. */
export function createRequestGate(routes: readonly RouteEntry[]): (method: string | undefined, url: string | undefined) => GateAnswer | null {
  return (method = 'GET', url = '/') => {
    const rawPath = url.split('?')[0] ?? '/';
    const isApi = rawPath === '/api' || rawPath.startsWith(API_PREFIX);
    const parts = decodePath(rawPath);
    if (parts === null) {
      if (isApi) return json(400, 'This address is not valid: it has a broken %-escape or a control character.', 'bad_path');
      return { kind: 'rewrite', url: NOT_FOUND_PATH };
    }
    if (!isApi) {
      if (isHandlerMethod(method)) return null;
      return {
        kind: 'answer',
        status: 405,
        headers: { Allow: 'GET, HEAD, POST', 'Content-Type': 'text/plain; charset=utf-8' },
        body: 'Method Not Allowed',
      };
    }
    const route = matchRoute(routes, parts);
    if (!route) return isHandlerMethod(method) ? null : json(404, 'API endpoint not found', 'not_found');
    const allowed = allowedMethods(route);
    if ((allowed as string[]).includes(method)) return null;
    return json(405, `This endpoint does not take ${method}. It takes ${allowed.join(', ')}.`, 'method_not_allowed', {
      Allow: allowed.join(', '),
    });
  };
}

/**
 * Runs the gate on a Node request: answers it (true: the request is done) or rewrites its URL and lets it through
 * (false: hand it to Next).
 */
export function applyGate(gate: ReturnType<typeof createRequestGate>, req: IncomingMessage, res: ServerResponse): boolean {
  const gated = gate(req.method, req.url);
  if (gated?.kind === 'answer') {
    res.writeHead(gated.status, gated.headers);
    res.end(gated.body);
    return true;
  }
  if (gated?.kind === 'rewrite') req.url = gated.url;
  return false;
}
