import { randomBytes } from 'node:crypto';
import type { NextRequest, NextResponse } from 'next/server';
import { isVisitorId, VISITOR_COOKIE } from '@/lib/domain/visitor-id';

// The anonymous visitor id that keys search history (lib/domain/visitor-id.ts).

export { VISITOR_COOKIE };
const ONE_YEAR = 365 * 24 * 60 * 60;

/** The visitor's id, and whether it is new (then the response must set the cookie). */
export function visitorId(request: NextRequest): { id: string; isNew: boolean } {
  const current = request.cookies.get(VISITOR_COOKIE)?.value;
  if (isVisitorId(current)) return { id: current, isNew: false };
  return { id: randomBytes(16).toString('hex'), isNew: true };
}

export function setVisitorCookie(response: NextResponse, id: string): void {
  response.cookies.set(VISITOR_COOKIE, id, {
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.NODE_ENV === 'production',
    path: '/',
    maxAge: ONE_YEAR,
  });
}
