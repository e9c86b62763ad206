import { requireAuth } from '@/lib/server/auth/request-auth';
import { parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { readProfileRequest, toPublicUser, updateProfile } from '@/lib/server/services/accounts';
import { profileUpdateSchema } from '@/lib/validation/account';
import { privateOk } from '../_support/private-answer';

export const dynamic = 'force-dynamic';

/** Name, gender, date of birth and avatar of the logged-in user: JSON, or multipart/form-data with an avatar file. */
export const POST = write({ account: 'profile-user', client: 'write-ip' }, async (request) => {
  const context = await requireAuth(request);
  const { fields, avatar } = await readProfileRequest(request);
  const input = parseOrThrow(profileUpdateSchema, fields);
  const user = await updateProfile(context, input, avatar);
  return privateOk({ user: toPublicUser(user) });
});
