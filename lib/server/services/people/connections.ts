import 'server-only';
import { and, eq } from 'drizzle-orm';
import {
  decideAnswer,
  decideRemove,
  decideSend,
  pairOf,
  relationshipOf,
  type ConnectionState,
  type ConnectionStatus,
  type Decision,
  type Refusal,
  type Relationship,
} from '@/lib/domain/connections';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import type { PersonCard } from '@/lib/domain/people';
import { getDb } from '@/lib/server/db/client';
import { connections, users } from '@/lib/server/db/schema';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { enqueueUserNotice } from '@/lib/server/services/notifications';
import { addConnections, type Tx } from './counts';
import { invalidatePerson } from './invalidate';
import { CONNECTION_ACCEPTED_EVENT, CONNECTION_REQUEST_EVENT } from './notice-events';
import { personColumns, requirePerson, toPersonCard } from './persons';

// connection/send, accept, decline, hide, cancel, remove: each loads the pair's one row under a row lock, asks the
// state machine (lib/domain/connections.ts) and writes its answer, the counts and the notice in the same
// transaction. Parallel calls on one pair wait for each other on that lock (or on the pair's unique index when the
// row does not exist yet), so a double tap or two people asking each other at once end in one consistent row.

type Row = typeof connections.$inferSelect;

export type ConnectionAnswer = { id: number; person: PersonCard; relationship: Relationship; changed: boolean };

const stateOf = (row: Row): ConnectionState => ({
  senderId: row.senderId,
  recipientId: row.recipientId,
  status: row.status as ConnectionStatus,
  sentAt: row.sentAt,
  hiddenAt: row.hiddenAt,
  respondedAt: row.respondedAt,
});

const STATUS_WORDS: Record<ConnectionStatus, string> = {
  pending: 'still waiting for an answer',
  accepted: 'accepted',
  declined: 'declined',
  cancelled: 'cancelled',
  removed: 'ended',
};

function refusalError(refusal: Refusal, name: string, what: 'request' | 'connection'): ApiError {
  switch (refusal.reason) {
    case 'self':
      return new ApiError(422, 'You cannot send a connection request to yourself.', 'connection_self');
    case 'not_found':
      return what === 'request' ? notFound('Connection request') : notFound('Connection');
    case 'already_connected':
      return new ApiError(409, `You and ${name} are already connected.`, 'already_connected');
    case 'cooldown':
      return new ApiError(
        409,
        `You can ask ${name} to connect again from ${formatKathmanduDate(refusal.until, 'd MMMM yyyy')}.`,
        'connection_cooldown',
      );
    case 'expired':
      return new ApiError(409, 'This request has expired. Send a new one if you still want to connect.', 'request_expired');
    case 'not_pending':
      return new ApiError(409, `This request was already ${STATUS_WORDS[refusal.status]}.`, 'request_not_pending');
  }
}

async function lockRow(tx: Tx, where: ReturnType<typeof eq>): Promise<Row | null> {
  const [row] = await tx.select().from(connections).where(where).for('update');
  return row ?? null;
}

const pairWhere = (a: number, b: number) => {
  const { userLow, userHigh } = pairOf(a, b);
  return and(eq(connections.userLow, userLow), eq(connections.userHigh, userHigh))!;
};

/** Writes the machine's change to the row (inserting it when new), the counts and the notice. */
async function apply(tx: Tx, row: Row | null, decision: Extract<Decision, { kind: 'change' }>, now: Date): Promise<Row> {
  const { next, connectionDelta, notify } = decision.change;
  const values = { ...next, updatedAt: now };
  let saved: Row | undefined;
  if (row) {
    [saved] = await tx.update(connections).set(values).where(eq(connections.id, row.id)).returning();
  } else {
    [saved] = await tx
      .insert(connections)
      .values({ ...values, ...pairOf(next.senderId, next.recipientId) })
      .onConflictDoNothing({ target: [connections.userLow, connections.userHigh] })
      .returning();
  }
  if (!saved) throw new LostRace();
  if (connectionDelta !== 0) await addConnections(tx, saved.senderId, saved.recipientId, connectionDelta);
  // One notice per request: a request sent again later is a new subject (its sent_at), a repeat of this one is not.
  const subjectId = `${saved.id}:${saved.sentAt.getTime()}`;
  if (notify === 'request') await enqueueUserNotice(tx, saved.recipientId, { event: CONNECTION_REQUEST_EVENT, subjectId });
  if (notify === 'accepted') await enqueueUserNotice(tx, saved.senderId, { event: CONNECTION_ACCEPTED_EVENT, subjectId });
  return saved;
}

/** Another request made the pair's row between our look and our insert: look again, under its lock. */
class LostRace extends Error {}

async function answerFor(row: Row, actorId: number, changed: boolean, now: Date): Promise<ConnectionAnswer> {
  const otherId = row.senderId === actorId ? row.recipientId : row.senderId;
  const [other] = await getDb().select(personColumns).from(users).where(eq(users.id, otherId));
  if (!other) throw notFound('User');
  if (changed && row.status !== 'pending') invalidatePerson(other.username);
  return { id: row.id, person: toPersonCard(other), relationship: relationshipOf({ ...stateOf(row), id: row.id }, actorId, otherId, now), changed };
}

/** POST connection/send {username}. */
export async function sendConnection(actorId: number, username: string, now = new Date()): Promise<ConnectionAnswer & { created: boolean }> {
  const other = await requirePerson(username);
  const run = () =>
    getDb().transaction(async (tx) => {
      const row = await lockRow(tx, pairWhere(actorId, other.id));
      const decision = decideSend(row ? stateOf(row) : null, actorId, other.id, now);
      if (decision.kind === 'refused') throw refusalError(decision.refusal, other.name, 'request');
      if (decision.kind === 'unchanged') return { row: row!, changed: false, created: false };
      const saved = await apply(tx, row, decision, now);
      return { row: saved, changed: true, created: saved.status === 'pending' };
    });
  let result: Awaited<ReturnType<typeof run>>;
  try {
    result = await run();
  } catch (error) {
    if (!(error instanceof LostRace)) throw error;
    result = await run(); // the row exists now: this time we wait on its lock and see what the other call did
  }
  const answer = await answerFor(result.row, actorId, result.changed, now);
  if (result.changed && result.row.status === 'accepted') invalidatePerson(username);
  return { ...answer, created: result.created };
}

/** POST connection/accept|decline|hide|cancel/{id}: only by the side the action belongs to; anyone else gets a 404. */
export async function answerConnection(
  actorId: number,
  id: number,
  action: 'accept' | 'decline' | 'hide' | 'cancel',
  now = new Date(),
): Promise<ConnectionAnswer> {
  const { row, changed } = await getDb().transaction(async (tx) => {
    const current = await lockRow(tx, eq(connections.id, id));
    if (!current) throw notFound('Connection request');
    const decision = decideAnswer(stateOf(current), actorId, action, now);
    if (decision.kind === 'refused') throw refusalError(decision.refusal, '', 'request');
    if (decision.kind === 'unchanged') return { row: current, changed: false };
    return { row: await apply(tx, current, decision, now), changed: true };
  });
  const answer = await answerFor(row, actorId, changed, now);
  if (changed && row.status === 'accepted') {
    const [me] = await getDb().select({ username: users.username }).from(users).where(eq(users.id, actorId));
    if (me) invalidatePerson(me.username);
  }
  return answer;
}

/** POST connection/remove {username}: either side ends the connection. */
export async function removeConnection(actorId: number, username: string, now = new Date()): Promise<ConnectionAnswer> {
  const other = await requirePerson(username);
  const { row, changed } = await getDb().transaction(async (tx) => {
    const current = other.id === actorId ? null : await lockRow(tx, pairWhere(actorId, other.id));
    const decision = decideRemove(current ? stateOf(current) : null, actorId, now);
    if (decision.kind === 'refused') throw refusalError(decision.refusal, other.name, 'connection');
    if (decision.kind === 'unchanged') return { row: current!, changed: false };
    return { row: await apply(tx, current, decision, now), changed: true };
  });
  const answer = await answerFor(row, actorId, changed, now);
  if (changed) {
    const [me] = await getDb().select({ username: users.username }).from(users).where(eq(users.id, actorId));
    if (me) invalidatePerson(me.username);
  }
  return answer;
}

/** The viewer's relationship with a person (their page's buttons). */
export async function relationshipWith(viewerId: number, otherId: number, now = new Date()): Promise<Relationship> {
  if (viewerId === otherId) return { state: 'self' };
  const [row] = await getDb().select().from(connections).where(pairWhere(viewerId, otherId));
  return relationshipOf(row ? { ...stateOf(row), id: row.id } : null, viewerId, otherId, now);
}
