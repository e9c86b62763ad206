import { randomBytes } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { isVisitorId } from '@/lib/domain/visitor-id';
import { readCookie, setCookie } from '@/lib/server/http/cookies';

// The anonymous visitor id that keys search history (lib/domain/visitor-id.ts); its cookie is ug_vid (cookies.ts).

/** The visitor's id, and whether it is new (then the response must set the cookie). */
export function visitorId(request: NextRequest): { id: string; isNew: boolean } {
  const current = readCookie(request, 'visitor');
  if (isVisitorId(current)) return { id: current, isNew: false };
  return { id: randomBytes(16).toString('hex'), isNew: true };
}

export function setVisitorCookie(response: Response, request: Request, id: string): void {
  setCookie(response, request, 'visitor', id);
}
