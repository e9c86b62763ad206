import 'server-only';
import { and, eq } from 'drizzle-orm';
import { TICKET_ASSIGNEE_ROLES } from '@/lib/domain/support-inbox';
import { getDb } from '@/lib/server/db/client';
import { supportTickets, ticketNotes, users, type SupportTicketRow } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';
import { recordAudit } from '@/lib/server/services/audit/record';
import type { TicketNoteInput } from '@/lib/validation/support-inbox';
import type { ActingStaff } from './staff';
import { ticketNotFound } from './views';

// The support inbox's actions besides the reply (staff.ts): internal notes, assignment, resolve and reopen. Each runs
// in one transaction with the ticket locked FOR UPDATE, so two staff acting at once apply one after the other, and
// records its audit entry in that transaction.

type Db = ReturnType<typeof getDb>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function lockTicket(tx: Tx, ticketId: number): Promise<SupportTicketRow> {
  const [row] = await tx.select().from(supportTickets).where(eq(supportTickets.id, ticketId)).for('update');
  if (!row) throw ticketNotFound();
  return row;
}

/**
 * An internal note: staff only (its own table, which no customer-facing query reads; the customer is never told).
 * The form's token makes a double click one note. The trail says a note was added, not what it says.
 */
export async function addTicketNote(ticketId: number, staff: ActingStaff, input: TicketNoteInput): Promise<{ noteId: number; duplicate: boolean }> {
  return getDb().transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketId);
    const [existing] = await tx
      .select({ id: ticketNotes.id })
      .from(ticketNotes)
      .where(and(eq(ticketNotes.ticketId, ticket.id), eq(ticketNotes.clientToken, input.clientToken)));
    if (existing) {
      await recordAudit(tx, { action: 'ticket.note_repeated', entity: 'ticket', entityId: ticket.id, summary: `Note on ticket #${ticket.id} sent again: kept once`, after: { noteId: existing.id } });
      return { noteId: existing.id, duplicate: true };
    }
    const [note] = await tx
      .insert(ticketNotes)
      .values({ ticketId: ticket.id, staffUserId: staff.userId, staffName: staff.name, body: input.body, clientToken: input.clientToken })
      .returning({ id: ticketNotes.id });
    await recordAudit(tx, { action: 'ticket.note', entity: 'ticket', entityId: ticket.id, summary: `Added an internal note to ticket #${ticket.id}`, after: { noteId: note!.id } });
    return { noteId: note!.id, duplicate: false };
  });
}

const NOT_AN_ASSIGNEE = 'Choose someone from support, a manager or the owner.';

/** Gives the ticket to a staff member who answers tickets, to another, or to nobody (null). Same person: no change. */
export async function assignTicket(ticketId: number, assigneeId: number | null): Promise<{ assignee: { id: number; name: string } | null; changed: boolean }> {
  return getDb().transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketId);
    let person: { id: number; name: string } | null = null;
    if (assigneeId !== null) {
      const [row] = await tx.select({ id: users.id, name: users.name, role: users.role }).from(users).where(eq(users.id, assigneeId));
      if (!row || !(TICKET_ASSIGNEE_ROLES as readonly string[]).includes(row.role)) {
        throw new ApiError(422, NOT_AN_ASSIGNEE, 'not_an_assignee', { assigneeId: NOT_AN_ASSIGNEE });
      }
      person = { id: row.id, name: row.name };
    }
    if (ticket.assignedToId === assigneeId) {
      await recordAudit(tx, {
        action: 'ticket.assign',
        entity: 'ticket',
        entityId: ticket.id,
        summary: `Ticket #${ticket.id} was already ${person ? `assigned to ${person.name}` : 'unassigned'}: no change`,
      });
      return { assignee: person, changed: false };
    }
    await tx.update(supportTickets).set({ assignedToId: assigneeId }).where(eq(supportTickets.id, ticket.id));
    await recordAudit(tx, {
      action: 'ticket.assign',
      entity: 'ticket',
      entityId: ticket.id,
      summary: person ? `Assigned ticket #${ticket.id} to ${person.name}` : `Unassigned ticket #${ticket.id}`,
      before: { assignedToId: ticket.assignedToId },
      after: { assignedToId: assigneeId },
    });
    return { assignee: person, changed: true };
  });
}

/** Staff mark the ticket resolved (409 when it already is: a second click changes nothing). */
export async function resolveAsStaff(ticketId: number): Promise<{ status: string }> {
  return getDb().transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketId);
    if (ticket.status === 'resolved' || ticket.status === 'closed') throw new ApiError(409, 'This ticket is already resolved.', 'already_resolved');
    const now = new Date();
    await tx.update(supportTickets).set({ status: 'resolved', resolvedAt: now, updatedAt: now }).where(eq(supportTickets.id, ticket.id));
    await recordAudit(tx, {
      action: 'ticket.resolve',
      entity: 'ticket',
      entityId: ticket.id,
      summary: `Resolved ticket #${ticket.id}`,
      before: { status: ticket.status },
      after: { status: 'resolved' },
    });
    return { status: 'resolved' };
  });
}

/** Staff reopen a resolved ticket: it waits for us again (409 when it is not resolved). */
export async function reopenAsStaff(ticketId: number): Promise<{ status: string }> {
  return getDb().transaction(async (tx) => {
    const ticket = await lockTicket(tx, ticketId);
    if (ticket.status !== 'resolved' && ticket.status !== 'closed') throw new ApiError(409, 'This ticket is not resolved.', 'not_resolved');
    const now = new Date();
    await tx
      .update(supportTickets)
      .set({ status: 'open', resolvedAt: null, closedAt: null, waitingSince: now, updatedAt: now })
      .where(eq(supportTickets.id, ticket.id));
    await recordAudit(tx, {
      action: 'ticket.reopen',
      entity: 'ticket',
      entityId: ticket.id,
      summary: `Reopened ticket #${ticket.id}`,
      before: { status: ticket.status },
      after: { status: 'open' },
    });
    return { status: 'open' };
  });
}
