import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { uploads } from '@/lib/server/db/schema';
import type { UploadKind } from '@/lib/validation/upload';
import type { CheckedImage } from './image';

// Uploads live in the database (every instance can serve them). Ids are random uuids, so knowing an id is what
// lets someone see or use an upload: it is never listed anywhere.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Upload kinds anyone may fetch by id: an avatar is shown on public pages, and a cake photo must be seen by the
 * bakery on the order whoever placed it (a guest's upload has no owner), a review's photo is shown with the review, a
 * contest entry's photo and a contest's banner on the contest's pages.
 * Other kinds (ticket attachments) stay private: served only to their owner (app/media/ticket-attachments).
 */
const PUBLIC_KINDS: readonly string[] = ['avatar', 'photo-cake', 'review-photo', 'quiz-cover', 'contest-entry', 'contest-banner', 'business-logo'];

export type UploadRow = { id: string; userId: number | null; kind: string; width: number | null; height: number | null; contentType: string };

export async function saveUpload(input: { userId: number | null; kind: UploadKind; image: CheckedImage }): Promise<UploadRow> {
  const { image } = input;
  const [row] = await getDb()
    .insert(uploads)
    .values({ userId: input.userId, kind: input.kind, contentType: image.contentType, bytes: image.bytes, width: image.width, height: image.height })
    .returning({ id: uploads.id, userId: uploads.userId, kind: uploads.kind, width: uploads.width, height: uploads.height, contentType: uploads.contentType });
  if (!row) throw new Error('saveUpload: the insert returned nothing');
  return row;
}

/** An upload's row without its bytes, or null for an unknown or malformed id. */
export async function findUpload(id: string): Promise<UploadRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await getDb()
    .select({ id: uploads.id, userId: uploads.userId, kind: uploads.kind, width: uploads.width, height: uploads.height, contentType: uploads.contentType })
    .from(uploads)
    .where(eq(uploads.id, id.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/**
 * Whether `userId` (null: a guest) may put this upload on a cake: it must be a cake photo, and one a customer
 * uploaded while logged in stays theirs. A guest's upload (no owner) goes with whoever holds its id, which is how
 * it follows the guest's cart into their account when they log in.
 */
export async function usablePhoto(id: string, userId: number | null): Promise<boolean> {
  const row = await findUpload(id);
  if (!row || row.kind !== 'photo-cake') return false;
  return row.userId === null || row.userId === userId;
}

export type PublicUpload = { contentType: string; bytes: Buffer };

/** An upload served by /media/uploads/{id}, or null (unknown id or a private kind). */
export async function findPublicUpload(id: string): Promise<PublicUpload | null> {
  if (!UUID.test(id)) return null;
  const [row] = await getDb()
    .select({ contentType: uploads.contentType, bytes: uploads.bytes, kind: uploads.kind })
    .from(uploads)
    .where(eq(uploads.id, id.toLowerCase()))
    .limit(1);
  if (!row || !PUBLIC_KINDS.includes(row.kind)) return null;
  return { contentType: row.contentType, bytes: row.bytes };
}

/** Whether `userId` uploaded this, as this kind: what a review or a ticket may carry (a guest's upload never). */
export async function ownUpload(id: string, userId: number, kind: UploadKind): Promise<boolean> {
  const row = await findUpload(id);
  return row !== null && row.kind === kind && row.userId === userId;
}

/** An upload's bytes with who uploaded it and as what, or null for an unknown or malformed id. */
async function uploadBytes(id: string): Promise<(PublicUpload & { kind: string; userId: number | null }) | null> {
  if (!UUID.test(id)) return null;
  const [row] = await getDb()
    .select({ contentType: uploads.contentType, bytes: uploads.bytes, kind: uploads.kind, userId: uploads.userId })
    .from(uploads)
    .where(eq(uploads.id, id.toLowerCase()))
    .limit(1);
  return row ?? null;
}

/** A private upload's bytes for its owner (or null: unknown, another person's, or not that kind). */
export async function findOwnUpload(id: string, userId: number, kind: UploadKind): Promise<PublicUpload | null> {
  const row = await uploadBytes(id);
  if (!row || row.kind !== kind || row.userId !== userId) return null;
  return { contentType: row.contentType, bytes: row.bytes };
}

/** A private upload's bytes by id and kind, whoever uploaded it: for a reader the caller has already authorised. */
export async function findUploadOfKind(id: string, kind: UploadKind): Promise<PublicUpload | null> {
  const row = await uploadBytes(id);
  if (!row || row.kind !== kind) return null;
  return { contentType: row.contentType, bytes: row.bytes };
}
