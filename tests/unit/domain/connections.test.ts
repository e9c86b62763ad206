import {
  decideAnswer,
  decideRemove,
  decideSend,
  isExpired,
  pendingCutoff,
  relationshipOf,
  RESEND_COOLDOWN_DAYS,
  type ConnectionState,
  type ConnectionStatus,
  type Decision,
} from '@/lib/domain/connections';

// Every allowed and every refused transition of the connection machine, by the right side and the wrong side.

const A = 1; // sends the request
const B = 2; // receives it
const C = 3; // outside the pair
const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-26T06:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * DAY);

const row = (status: ConnectionStatus, extra: Partial<ConnectionState> = {}): ConnectionState => ({
  senderId: A,
  recipientId: B,
  status,
  sentAt: ago(3),
  hiddenAt: null,
  respondedAt: status === 'pending' ? null : ago(1),
  ...extra,
});

const changed = (d: Decision) => {
  if (d.kind !== 'change') throw new Error(`expected a change, got ${JSON.stringify(d)}`);
  return d.change;
};
const refusal = (d: Decision) => (d.kind === 'refused' ? d.refusal.reason : `not refused: ${d.kind}`);

describe('send', () => {
  it('asks someone new: a pending request from the sender, and the recipient is told', () => {
    const c = changed(decideSend(null, A, B, now));
    expect(c.next).toMatchObject({ senderId: A, recipientId: B, status: 'pending', sentAt: now, hiddenAt: null });
    expect(c).toMatchObject({ connectionDelta: 0, notify: 'request' });
  });

  it('refuses a request to yourself', () => {
    expect(refusal(decideSend(null, A, A, now))).toBe('self');
  });

  it('changes nothing when the sender asks again while the request stands (double tap)', () => {
    expect(decideSend(row('pending'), A, B, now).kind).toBe('unchanged');
    expect(decideSend(row('pending', { hiddenAt: ago(1) }), A, B, now).kind).toBe('unchanged');
  });

  it('connects two people who asked each other: the second send accepts the first request', () => {
    const c = changed(decideSend(row('pending', { hiddenAt: ago(1) }), B, A, now));
    expect(c.next).toMatchObject({ senderId: A, recipientId: B, status: 'accepted', respondedAt: now, hiddenAt: null });
    expect(c).toMatchObject({ connectionDelta: 1, notify: 'accepted' });
  });

  it('refuses people already connected, from either side', () => {
    expect(refusal(decideSend(row('accepted'), A, B, now))).toBe('already_connected');
    expect(refusal(decideSend(row('accepted'), B, A, now))).toBe('already_connected');
  });

  it('makes the sender of a declined request wait the cooldown; the one who declined may ask at once', () => {
    const declined = row('declined', { respondedAt: ago(RESEND_COOLDOWN_DAYS.declined - 1) });
    const refused = decideSend(declined, A, B, now);
    expect(refusal(refused)).toBe('cooldown');
    expect(refused.kind === 'refused' && refused.refusal.reason === 'cooldown' && refused.refusal.until).toEqual(new Date(ago(-1)));
    expect(changed(decideSend(declined, B, A, now)).next).toMatchObject({ senderId: B, recipientId: A, status: 'pending' });
    const later = row('declined', { respondedAt: ago(RESEND_COOLDOWN_DAYS.declined) });
    expect(changed(decideSend(later, A, B, now))).toMatchObject({ next: { senderId: A, status: 'pending', sentAt: now, respondedAt: null }, notify: 'request' });
  });

  it('makes the sender of a cancelled request wait its (shorter) cooldown', () => {
    expect(refusal(decideSend(row('cancelled', { respondedAt: ago(RESEND_COOLDOWN_DAYS.cancelled - 1) }), A, B, now))).toBe('cooldown');
    expect(decideSend(row('cancelled', { respondedAt: ago(RESEND_COOLDOWN_DAYS.cancelled) }), A, B, now).kind).toBe('change');
    expect(decideSend(row('cancelled', { respondedAt: ago(0) }), B, A, now).kind).toBe('change');
  });

  it('lets either side ask again at once after a connection was removed', () => {
    expect(changed(decideSend(row('removed', { respondedAt: now }), A, B, now)).next.status).toBe('pending');
    expect(changed(decideSend(row('removed', { respondedAt: now }), B, A, now)).next).toMatchObject({ senderId: B, recipientId: A });
  });

  it('treats an expired request as none: either side may send a new one', () => {
    const old = row('pending', { sentAt: pendingCutoff(now), hiddenAt: ago(100) });
    expect(changed(decideSend(old, A, B, now))).toMatchObject({ next: { senderId: A, sentAt: now, hiddenAt: null }, notify: 'request' });
    expect(changed(decideSend(old, B, A, now))).toMatchObject({ next: { senderId: B, recipientId: A }, notify: 'request', connectionDelta: 0 });
  });
});

describe('expiry', () => {
  it('expires a pending request six months after it was sent, by the Kathmandu calendar', () => {
    const cutoff = pendingCutoff(now);
    expect(cutoff.toISOString()).toBe('2026-05-26T06:00:00.000Z');
    expect(isExpired(row('pending', { sentAt: cutoff }), now)).toBe(true);
    expect(isExpired(row('pending', { sentAt: new Date(cutoff.getTime() + 1000) }), now)).toBe(false);
    expect(isExpired(row('accepted', { sentAt: ago(400) }), now)).toBe(false);
  });
});

describe('accept, decline, hide (the recipient’s) and cancel (the sender’s)', () => {
  it('accepts: connected, both counts +1, the sender told', () => {
    const c = changed(decideAnswer(row('pending'), B, 'accept', now));
    expect(c).toMatchObject({ next: { status: 'accepted', respondedAt: now }, connectionDelta: 1, notify: 'accepted' });
  });

  it('declines quietly and cancels quietly', () => {
    expect(changed(decideAnswer(row('pending'), B, 'decline', now))).toMatchObject({ next: { status: 'declined', respondedAt: now }, connectionDelta: 0, notify: null });
    expect(changed(decideAnswer(row('pending'), A, 'cancel', now))).toMatchObject({ next: { status: 'cancelled', respondedAt: now }, connectionDelta: 0, notify: null });
  });

  it('hides: still pending, out of sight; a hidden request can still be accepted or declined', () => {
    const hidden = changed(decideAnswer(row('pending'), B, 'hide', now)).next;
    expect(hidden).toMatchObject({ status: 'pending', hiddenAt: now });
    expect(changed(decideAnswer(hidden, B, 'accept', now)).next).toMatchObject({ status: 'accepted', hiddenAt: null });
    expect(changed(decideAnswer(hidden, B, 'decline', now)).next.status).toBe('declined');
    expect(changed(decideAnswer(hidden, A, 'cancel', now)).next.status).toBe('cancelled');
  });

  it('answers the wrong side and outsiders as if there were no request', () => {
    for (const action of ['accept', 'decline', 'hide'] as const) {
      expect(refusal(decideAnswer(row('pending'), A, action, now))).toBe('not_found');
      expect(refusal(decideAnswer(row('pending'), C, action, now))).toBe('not_found');
    }
    expect(refusal(decideAnswer(row('pending'), B, 'cancel', now))).toBe('not_found');
    expect(refusal(decideAnswer(row('pending'), C, 'cancel', now))).toBe('not_found');
    // …whatever state the row is in.
    expect(refusal(decideAnswer(row('accepted'), A, 'accept', now))).toBe('not_found');
    expect(refusal(decideAnswer(row('cancelled'), B, 'cancel', now))).toBe('not_found');
  });

  it('changes nothing when the same answer comes twice', () => {
    expect(decideAnswer(row('accepted'), B, 'accept', now).kind).toBe('unchanged');
    expect(decideAnswer(row('declined'), B, 'decline', now).kind).toBe('unchanged');
    expect(decideAnswer(row('cancelled'), A, 'cancel', now).kind).toBe('unchanged');
    expect(decideAnswer(row('pending', { hiddenAt: ago(1) }), B, 'hide', now).kind).toBe('unchanged');
  });

  it('refuses answering a request that is no longer pending', () => {
    const cases: Array<[ConnectionStatus, 'accept' | 'decline' | 'hide' | 'cancel', number]> = [
      ['declined', 'accept', B],
      ['cancelled', 'accept', B],
      ['removed', 'accept', B],
      ['accepted', 'decline', B],
      ['cancelled', 'decline', B],
      ['removed', 'decline', B],
      ['accepted', 'hide', B],
      ['declined', 'hide', B],
      ['cancelled', 'hide', B],
      ['removed', 'hide', B],
      ['accepted', 'cancel', A],
      ['declined', 'cancel', A],
      ['removed', 'cancel', A],
    ];
    for (const [status, action, actor] of cases) {
      const d = decideAnswer(row(status), actor, action, now);
      expect([status, action, refusal(d)]).toEqual([status, action, 'not_pending']);
    }
  });

  it('refuses every answer to an expired request', () => {
    const old = row('pending', { sentAt: ago(200) });
    for (const [action, actor] of [['accept', B], ['decline', B], ['hide', B], ['cancel', A]] as const) {
      expect(refusal(decideAnswer(old, actor, action, now))).toBe('expired');
    }
    expect(refusal(decideAnswer({ ...old, hiddenAt: ago(150) }, B, 'hide', now))).toBe('expired');
  });
});

describe('remove', () => {
  it('ends a connection from either side: both counts -1, nobody told', () => {
    expect(changed(decideRemove(row('accepted'), A, now))).toMatchObject({ next: { status: 'removed', respondedAt: now }, connectionDelta: -1, notify: null });
    expect(changed(decideRemove(row('accepted'), B, now)).next.status).toBe('removed');
  });

  it('changes nothing the second time, and knows nothing of pairs that are not connected', () => {
    expect(decideRemove(row('removed'), A, now).kind).toBe('unchanged');
    expect(refusal(decideRemove(null, A, now))).toBe('not_found');
    expect(refusal(decideRemove(row('accepted'), C, now))).toBe('not_found');
    for (const status of ['pending', 'declined', 'cancelled'] as const) expect(refusal(decideRemove(row(status), A, now))).toBe('not_found');
  });
});

describe('relationshipOf', () => {
  const withId = (s: ConnectionState) => ({ ...s, id: 9 });
  it('shows each side its buttons', () => {
    expect(relationshipOf(null, A, A, now)).toEqual({ state: 'self' });
    expect(relationshipOf(null, A, B, now)).toEqual({ state: 'none', canSendAfter: null });
    expect(relationshipOf(withId(row('pending')), A, B, now)).toEqual({ state: 'sent', requestId: 9 });
    expect(relationshipOf(withId(row('pending', { hiddenAt: ago(1) })), B, A, now)).toEqual({ state: 'received', requestId: 9, hidden: true });
    expect(relationshipOf(withId(row('accepted')), B, A, now)).toEqual({ state: 'connected', since: ago(1).toISOString() });
    expect(relationshipOf(withId(row('pending', { sentAt: ago(200) })), A, B, now)).toEqual({ state: 'none', canSendAfter: null });
  });

  it('tells the sender of a declined request when they may ask again, and nobody else', () => {
    const declined = withId(row('declined', { respondedAt: ago(1) }));
    expect(relationshipOf(declined, A, B, now)).toEqual({ state: 'none', canSendAfter: new Date(ago(1).getTime() + RESEND_COOLDOWN_DAYS.declined * DAY).toISOString() });
    expect(relationshipOf(declined, B, A, now)).toEqual({ state: 'none', canSendAfter: null });
  });
});
