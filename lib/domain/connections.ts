import { subMonths } from 'date-fns';
import { inKathmandu } from './kathmandu-time';

// Connections between two people (SPEC §7 connection/send, accept, decline, hide, cancel, remove) as ONE state
// machine over the pair's one row (lib/server/db/schema/people.ts). Pure: the service loads the row under a lock,
// asks `decide`, and writes what it answers. Every rule about who may do what, when, lives here.
//
//   (none) ──send──▶ pending ──accept──▶ accepted ──remove──▶ removed ──send──▶ pending …
//                      │ ├─decline─▶ declined ──send (sender after the cooldown; the other side at once)──▶ pending
//                      │ ├─cancel──▶ cancelled ──send (sender after the cooldown; the other side at once)─▶ pending
//                      │ └─hide────▶ pending, out of the recipient's sight (accept/decline still work)
//                      └─ after PENDING_LIFETIME_MONTHS it is expired: as if there were no request.
// A send to someone whose request to you is pending accepts it: two people asking each other are connected.

export const CONNECTION_STATUSES = ['pending', 'accepted', 'declined', 'cancelled', 'removed'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

export const CONNECTION_ACTIONS = ['send', 'accept', 'decline', 'hide', 'cancel', 'remove'] as const;
export type ConnectionAction = (typeof CONNECTION_ACTIONS)[number];

/** A request nobody answered stops counting after this many months (Kathmandu calendar). */
export const PENDING_LIFETIME_MONTHS = 6;

/** How long the sender of a declined or cancelled request waits before asking the same person again. */
export const RESEND_COOLDOWN_DAYS = { declined: 30, cancelled: 7 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the machine needs of the pair's row. */
export type ConnectionState = {
  senderId: number;
  recipientId: number;
  status: ConnectionStatus;
  sentAt: Date;
  hiddenAt: Date | null;
  respondedAt: Date | null;
};

/** Requests sent at or before this instant are expired (one definition for the machine and the lists' SQL). */
export function pendingCutoff(now: Date): Date {
  return new Date(subMonths(inKathmandu(now), PENDING_LIFETIME_MONTHS).getTime());
}

export function isExpired(state: Pick<ConnectionState, 'status' | 'sentAt'>, now: Date): boolean {
  return state.status === 'pending' && state.sentAt.getTime() <= pendingCutoff(now).getTime();
}

/** Until when `senderId` may not ask again after this declined or cancelled request (null: they may now). */
export function resendBlockedUntil(state: ConnectionState, actorId: number, now: Date): Date | null {
  if (state.status !== 'declined' && state.status !== 'cancelled') return null;
  if (state.senderId !== actorId || !state.respondedAt) return null;
  const until = new Date(state.respondedAt.getTime() + RESEND_COOLDOWN_DAYS[state.status] * DAY_MS);
  return until.getTime() > now.getTime() ? until : null;
}

/** Why an action is refused; the service maps each to its HTTP answer. */
export type Refusal =
  | { reason: 'self' }
  | { reason: 'not_found' } // no such request for this person, or the action belongs to the other side
  | { reason: 'already_connected' }
  | { reason: 'cooldown'; until: Date }
  | { reason: 'expired' }
  | { reason: 'not_pending'; status: ConnectionStatus };

/** What to write, and whom to tell. */
export type Change = {
  /** The row after the action (a new or renewed request, an answer…). */
  next: ConnectionState;
  /** +1 when two people become connected, -1 when a connection is removed (both people's counts). */
  connectionDelta: 1 | 0 | -1;
  /** The other side is told: of a new request, or that their request was accepted. */
  notify: 'request' | 'accepted' | null;
};

export type Decision = { kind: 'change'; change: Change } | { kind: 'unchanged' } | { kind: 'refused'; refusal: Refusal };

const refuse = (refusal: Refusal): Decision => ({ kind: 'refused', refusal });
const unchanged: Decision = { kind: 'unchanged' };
const change = (next: ConnectionState, connectionDelta: Change['connectionDelta'] = 0, notify: Change['notify'] = null): Decision => ({
  kind: 'change',
  change: { next, connectionDelta, notify },
});

const newRequest = (senderId: number, recipientId: number, now: Date): ConnectionState => ({
  senderId,
  recipientId,
  status: 'pending',
  sentAt: now,
  hiddenAt: null,
  respondedAt: null,
});

/** `actorId` asks `otherId` to connect; `state` is their pair's row, if any. */
export function decideSend(state: ConnectionState | null, actorId: number, otherId: number, now: Date): Decision {
  if (actorId === otherId) return refuse({ reason: 'self' });
  if (!state || isExpired(state, now)) return change(newRequest(actorId, otherId, now), 0, 'request');
  switch (state.status) {
    case 'pending':
      // A double tap or a second tab: the request already stands. Their request to you: asking back connects you.
      if (state.senderId === actorId) return unchanged;
      return change({ ...state, status: 'accepted', respondedAt: now, hiddenAt: null }, 1, 'accepted');
    case 'accepted':
      return refuse({ reason: 'already_connected' });
    case 'declined':
    case 'cancelled': {
      const until = resendBlockedUntil(state, actorId, now);
      return until ? refuse({ reason: 'cooldown', until }) : change(newRequest(actorId, otherId, now), 0, 'request');
    }
    case 'removed':
      return change(newRequest(actorId, otherId, now), 0, 'request');
  }
}

/** accept / decline / hide (the recipient's) and cancel (the sender's) on a request the actor reached by its id. */
export function decideAnswer(state: ConnectionState, actorId: number, action: 'accept' | 'decline' | 'hide' | 'cancel', now: Date): Decision {
  const owner = action === 'cancel' ? state.senderId : state.recipientId;
  // The wrong side, or someone outside the pair, learns nothing: the same 404 as a request that does not exist.
  if (actorId !== owner) return refuse({ reason: 'not_found' });
  // The same answer again (a double tap, a second tab) changes nothing.
  const done: Record<typeof action, boolean> = {
    accept: state.status === 'accepted',
    decline: state.status === 'declined',
    cancel: state.status === 'cancelled',
    hide: state.status === 'pending' && state.hiddenAt !== null && !isExpired(state, now),
  };
  if (done[action]) return unchanged;
  if (state.status !== 'pending') return refuse({ reason: 'not_pending', status: state.status });
  if (isExpired(state, now)) return refuse({ reason: 'expired' });
  switch (action) {
    case 'accept':
      return change({ ...state, status: 'accepted', respondedAt: now, hiddenAt: null }, 1, 'accepted');
    case 'decline':
      return change({ ...state, status: 'declined', respondedAt: now });
    case 'cancel':
      return change({ ...state, status: 'cancelled', respondedAt: now });
    case 'hide':
      return change({ ...state, hiddenAt: now });
  }
}

/** Either side ends a connection (connection/remove {username}); removing it again changes nothing. */
export function decideRemove(state: ConnectionState | null, actorId: number, now: Date): Decision {
  if (!state || (state.senderId !== actorId && state.recipientId !== actorId)) return refuse({ reason: 'not_found' });
  if (state.status === 'removed') return unchanged;
  if (state.status !== 'accepted') return refuse({ reason: 'not_found' });
  return change({ ...state, status: 'removed', respondedAt: now }, -1);
}

/** How the pair looks from one side: what the user page's buttons and the lists show. */
export type Relationship =
  | { state: 'self' }
  | { state: 'none'; canSendAfter: string | null }
  | { state: 'sent'; requestId: number }
  | { state: 'received'; requestId: number; hidden: boolean }
  | { state: 'connected'; since: string | null };

export function relationshipOf(state: (ConnectionState & { id: number }) | null, viewerId: number, otherId: number, now: Date): Relationship {
  if (viewerId === otherId) return { state: 'self' };
  if (!state || isExpired(state, now)) return { state: 'none', canSendAfter: null };
  if (state.status === 'accepted') return { state: 'connected', since: state.respondedAt?.toISOString() ?? null };
  if (state.status === 'pending') {
    return state.senderId === viewerId
      ? { state: 'sent', requestId: state.id }
      : { state: 'received', requestId: state.id, hidden: state.hiddenAt !== null };
  }
  return { state: 'none', canSendAfter: resendBlockedUntil(state, viewerId, now)?.toISOString() ?? null };
}

/** The unordered pair's key: the smaller id first (the row's user_low, user_high). */
export function pairOf(a: number, b: number): { userLow: number; userHigh: number } {
  return a < b ? { userLow: a, userHigh: b } : { userLow: b, userHigh: a };
}
