import { z } from 'zod';
import { optionalAuth } from '@/lib/server/auth/request-auth';
import { handle, ok, parseOrThrow } from '@/lib/server/http/respond';
import { viewPerson } from '@/lib/server/services/people';
import { personUsernameSchema } from '@/lib/validation/people';

export const dynamic = 'force-dynamic';

const paramsSchema = z.object({ username: personUsernameSchema });

/**
 * GET user/{username} → data.user (a private page: only the name and avatar unless the caller is the person or a
 * connection; never an email or phone) and data.viewer (the caller's connection state and follow; null for a visitor).
 */
export const GET = handle<{ params: Promise<{ username: string }> }>(async (request, { params }) => {
  const { username } = parseOrThrow(paramsSchema, await params);
  const context = await optionalAuth(request);
  const answer = await viewPerson(username, context?.user.id ?? null);
  return ok(answer, undefined, { cache: 'private' });
});
