import 'server-only';
import type { PersonProfile, ViewerRelation } from '@/lib/domain/people';
import { cached } from '@/lib/server/cache/cached';
import { cachePolicy } from '@/lib/server/cache/policy';
import { relationshipWith } from './connections';
import { isFollowing } from './follows';
import { personTag } from './invalidate';
import { findPerson, personProfile, requirePerson } from './persons';

// GET user/{username} and the /user/{username} page. Anyone sees a public page; a private page shows more than the
// name and avatar only to the person and their connections. Nothing here ever reads an email or a phone number.

/** The page as a visitor sees it (cached per person; cleared by invalidatePerson), or null for an unknown handle. */
export async function publicPersonProfile(username: string): Promise<PersonProfile | null> {
  return cached(
    async (name: string) => {
      const person = await findPerson(name);
      return person ? personProfile(person, !person.isPrivate) : null;
    },
    ['person-profile', username.toLowerCase()],
    { tags: [personTag(username)], revalidate: cachePolicy.person.revalidate },
  )(username.toLowerCase());
}

/** The page as this viewer sees it (null: a visitor), with their relationship and follow. */
export async function viewPerson(username: string, viewerId: number | null): Promise<{ user: PersonProfile; viewer: ViewerRelation }> {
  const person = await requirePerson(username);
  if (viewerId === null) return { user: await personProfile(person, !person.isPrivate), viewer: null };
  const [connection, following] = await Promise.all([relationshipWith(viewerId, person.id), isFollowing(viewerId, 'user', person.id)]);
  const visible = !person.isPrivate || connection.state === 'self' || connection.state === 'connected';
  return { user: await personProfile(person, visible), viewer: { connection, following } };
}
