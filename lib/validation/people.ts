import { z } from 'zod';
import { CONNECTION_PAGE_MAX, CONNECTION_TABS, FOLLOW_TARGET_TYPES, PEOPLE_SEARCH_MAX } from '@/lib/domain/people';
import { usernameSchema } from './account';
import { idWithMessage } from './ids';
import { blankToUndefined, first, pageParam } from './query-values';
import { text } from './text';

// User pages, connections and follows: what the API accepts (SPEC §7 user/{username}, connections, connection/…,
// followers/…).

/** A username in a path (/user/{username}) or a body: the sign-up rule, compared lower-case. */
export const personUsernameSchema = usernameSchema;

/** A username read outside a schema (a page's path), or null when it cannot be one. */
export function usernameOrNull(value: unknown): string | null {
  const parsed = personUsernameSchema.safeParse(typeof value === 'string' ? decodeURIComponentSafe(value) : value);
  return parsed.success ? parsed.data : null;
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** connection/send and connection/remove: {username}. */
export const connectionUsernameSchema = z.object({ username: personUsernameSchema });

export const CONNECTION_ID_MESSAGE = 'Choose a connection request (its id is missing or not a number).';
export const connectionIdSchema = idWithMessage(CONNECTION_ID_MESSAGE);

/** GET connections?tab&q&page */
export const connectionsQuerySchema = z.object({
  tab: z.preprocess(
    (v) => blankToUndefined(v) ?? 'connections',
    z.enum(CONNECTION_TABS, { error: `Tab must be one of: ${CONNECTION_TABS.join(', ')}` }),
  ),
  q: z.preprocess(
    (v) => blankToUndefined(first(v)),
    text().trim().max(PEOPLE_SEARCH_MAX, `Search with at most ${PEOPLE_SEARCH_MAX} characters`).optional(),
  ),
  page: pageParam(CONNECTION_PAGE_MAX),
});
export type ConnectionsQuery = z.output<typeof connectionsQuerySchema>;

export const FOLLOW_MESSAGES = {
  id: 'Choose whom to follow (the id is missing or not a number).',
  type: `Type must be one of: ${FOLLOW_TARGET_TYPES.join(', ')}.`,
} as const;

/** followers/add and followers/delete: {type, id}. */
export const followSchema = z.object({
  type: z.preprocess((v) => (v === undefined || v === null || v === '' ? 'user' : v), z.enum(FOLLOW_TARGET_TYPES, { error: FOLLOW_MESSAGES.type })),
  id: idWithMessage(FOLLOW_MESSAGES.id),
});
export type FollowInput = z.output<typeof followSchema>;

/** connection/accept|decline|hide|cancel/{id} */
export const connectionIdParamsSchema = z.object({ id: connectionIdSchema });
