import { jsonBody, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { staffRead, staffWrite } from '@/lib/server/http/staff-route';
import { blockAuthor, decodeBlockCursor, listBlocks, unblockAuthor } from '@/lib/server/services/moderation';
import { blockCursorQuerySchema, blockSchema, unblockQuerySchema } from '@/lib/validation/moderation';

// Blocked authors. GET ?cursor → data {blocks, next}, newest first. POST {kind, userId, reason} → data {blocked,
// created}: the author's next post of that kind is refused (403) with a message saying so. DELETE ?kind&userId →
// data {unblocked}: they can post again (404 when they were not blocked).
export const dynamic = 'force-dynamic';

export const GET = staffRead('moderation.act', async (request) => {
  const { cursor } = parseOrThrow(blockCursorQuerySchema, queryObject(request));
  return ok(await listBlocks(decodeBlockCursor(cursor)), undefined, { cache: 'private' });
});

export const POST = staffWrite('moderation.act', async (request, staff) => {
  const { kind, userId, reason } = parseOrThrow(blockSchema, await jsonBody(request));
  return ok(await blockAuthor(kind, userId, reason, staff.user.id), undefined, { cache: 'private' });
});

export const DELETE = staffWrite('moderation.act', async (request) => {
  const { kind, userId } = parseOrThrow(unblockQuerySchema, queryObject(request));
  return ok(await unblockAuthor(kind, userId), undefined, { cache: 'private' });
});
