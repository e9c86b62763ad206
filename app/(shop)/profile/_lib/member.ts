import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import type { PublicUser } from '@/lib/domain/account-types';
import { loginHref, PATH_HEADER } from '@/lib/domain/referrer';
import { getPageSession } from '@/lib/server/auth/page-session';
import { toPublicUser } from '@/lib/server/services/accounts/public-user';

/** The logged-in account behind this request's cookie, or null. Once per request however many components ask. */
export const currentMember = cache(async (): Promise<PublicUser | null> => {
  const session = await getPageSession();
  return session ? toPublicUser(session.user) : null;
});

/**
 * The real login check of the profile area (the proxy only looked at the cookie's presence): no live session →
 * /login?referrer=<this page>. Called by the guarded layout AND by each page, because a layout is not rendered again
 * on navigations between the pages below it.
 */
export async function requireMember(fallbackPath: string): Promise<PublicUser> {
  const member = await currentMember();
  if (member) return member;
  const path = (await headers()).get(PATH_HEADER) ?? fallbackPath;
  redirect(loginHref(path));
}
