import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { AuthContext, UserRow } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { uploads, users } from '@/lib/server/db/schema';
import { badRequest } from '@/lib/server/http/errors';
import { jsonBody } from '@/lib/server/http/respond';
import { invalidatePerson } from '@/lib/server/services/people/invalidate';
import { AVATAR_MAX_BYTES, type ProfileUpdateInput } from '@/lib/validation/account';
import { avatarRefused, checkAvatar, type CheckedImage } from './avatar';

/**
 * update-profile: changes only the fields sent, on the caller's own row (the id comes from the session, never from
 * the request). A new avatar replaces the old one in the same transaction, so no orphan upload and no missing
 * picture is ever visible.
 */
export async function updateProfile(
  context: AuthContext,
  input: ProfileUpdateInput,
  avatar: CheckedImage | null,
): Promise<UserRow> {
  const userId = context.user.id;
  const saved = await getDb().transaction(async (tx) => {
    const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
    if (input.name !== undefined) changes.name = input.name;
    if (input.gender !== undefined) changes.gender = input.gender;
    if (input.dateOfBirth !== undefined) changes.dateOfBirth = input.dateOfBirth;
    if (input.bio !== undefined) changes.bio = input.bio;
    if (input.city !== undefined) changes.city = input.city || null;
    if (input.isPrivate !== undefined) changes.isPrivate = input.isPrivate;

    const [current] = await tx.select({ avatarUploadId: users.avatarUploadId }).from(users).where(eq(users.id, userId)).for('update');
    if (avatar) {
      const [upload] = await tx
        .insert(uploads)
        .values({ userId, kind: 'avatar', contentType: avatar.contentType, bytes: avatar.bytes, width: avatar.width, height: avatar.height })
        .returning({ id: uploads.id });
      changes.avatarUploadId = upload?.id ?? null;
    }
    const [updated] = await tx.update(users).set(changes).where(eq(users.id, userId)).returning();
    if (avatar && current?.avatarUploadId) {
      await tx.delete(uploads).where(and(eq(uploads.id, current.avatarUploadId), eq(uploads.userId, userId)));
    }
    if (!updated) throw new Error('updateProfile: the session user has no row');
    return updated;
  });
  // Their public page (/user/{username}) shows the name, avatar, bio, city and privacy: refreshed after the commit.
  invalidatePerson(saved.username);
  return saved;
}

/** Multipart overhead allowed on top of the largest avatar before the body is refused unread. */
const MULTIPART_SLACK = 64 * 1024;

export type ProfileRequest = { fields: Record<string, unknown>; avatar: CheckedImage | null };

/**
 * Reads update-profile's body: JSON, or multipart/form-data (the edit form with its avatar file). The size limit is
 * enforced from Content-Length before the body is read, so a huge upload is refused without buffering it.
 */
export async function readProfileRequest(request: Request): Promise<ProfileRequest> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    const body = await jsonBody(request);
    return { fields: body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}, avatar: null };
  }
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > AVATAR_MAX_BYTES + MULTIPART_SLACK) throw avatarRefused();
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest('The form could not be read. Please try again.');
  }
  const fields: Record<string, unknown> = {};
  for (const key of ['name', 'gender', 'dateOfBirth', 'bio', 'city', 'isPrivate']) {
    const value = form.get(key);
    if (typeof value === 'string') fields[key] = value;
  }
  const file = form.get('avatar');
  let avatar: CheckedImage | null = null;
  if (file !== null && typeof file !== 'string') {
    // A form submitted without choosing a file still sends an empty, nameless part: that means "keep the avatar".
    if (file.size > 0 || file.name) {
      if (file.size > AVATAR_MAX_BYTES) throw avatarRefused();
      avatar = checkAvatar(Buffer.from(await file.arrayBuffer()));
    }
  } else if (typeof file === 'string' && file !== '') {
    throw avatarRefused();
  }
  return { fields, avatar };
}
