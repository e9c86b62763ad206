import 'server-only';
import { revalidateTag } from 'next/cache';

// A person's page (/user/{username}, ISR) is cached under their tag: cleared when what it shows changes (their
// profile, their privacy, their follower or connection counts). Outside Next (jest, scripts) there is no cache.

export const personTag = (username: string): string => `person:${username.toLowerCase()}`;

export function invalidatePerson(...usernames: string[]): void {
  if (!process.env.NEXT_RUNTIME) return;
  for (const username of usernames) revalidateTag(personTag(username), { expire: 0 });
}
