import 'server-only';
import { randomBytes } from 'node:crypto';
import { isVisitorId } from '@/lib/domain/visitor-id';
import { assertSameOrigin } from '@/lib/server/auth/request-auth';
import { readCookie, setCookie } from './cookies';

// "One person" before there is an account: the browser they use, known by the visitor id cookie (ug_vid, 128 random
// bits, httpOnly, a year: cookies.ts) that search history is already keyed by. Per-address limits cannot tell apart
// the hundreds of shoppers behind one carrier address (NAT); this cookie can. A script can throw its cookie away, so a device limit
// stops a person retrying and a script that keeps its cookie; what is left is the per-address flood guard's to stop.

/** The browser's device id, or null when it has none yet (or sent something that is not one). */
export function deviceId(request: Request): string | null {
  const value = readCookie(request, 'visitor');
  return isVisitorId(value) ? value : null;
}

/** Sent by another site's page (an Origin that is not ours): such a request plants nothing in the browser. */
function fromForeignPage(request: Request): boolean {
  if (!request.headers.get('origin')) return false;
  try {
    assertSameOrigin(request);
    return false;
  } catch {
    return true;
  }
}

/** Gives a browser without a device id one on this answer, so its next attempt is counted as this device's. */
export function withDeviceCookie(request: Request, response: Response): Response {
  if (deviceId(request) || fromForeignPage(request)) return response;
  setCookie(response, request, 'visitor', randomBytes(16).toString('hex'));
  return response;
}
