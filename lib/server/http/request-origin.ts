import 'server-only';
import { linkOrigin, normalizeOrigin } from '@/lib/server/site-origin';
import { requestOrigin } from './client';

// The route layer's half of the link rule (lib/server/site-origin.ts): which origin the request was addressed to,
// as client.ts reads it (forwarded host and scheme believed only behind the trusted front, see trusted-front.ts).

/** The origin for links handed back to the person making this request (payment return URLs, redirects, their mail). */
export function requesterLinkOrigin(request: Request): string {
  return linkOrigin('requester', normalizeOrigin(requestOrigin(request)));
}
