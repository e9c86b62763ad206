import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { instant } from './columns';

// The back office's audit trail (issue 25, migration 0024): every back-office write, with who, when, what, and the
// thing before and after where the service knows them. Written by lib/server/services/audit; read by the owner.

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: instant('at').notNull().defaultNow(),
    /** Null once the staff member's account is deleted; their role at the time stays. */
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    staffRole: text('staff_role').notNull(),
    /** What was done, as `kind.verb`: 'product.update', 'order.cancel', 'comment.hide' (or the route, when no service said). */
    action: text('action').notNull(),
    /** The kind of thing: 'product', 'order', 'comment', 'slot' … */
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    /** One line a person reads: "Price of Black Forest Cake: रू 1,250 → रू 1,350". */
    summary: text('summary').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.id.desc()),
    index('audit_log_staff_idx').on(t.staffUserId, t.at.desc(), t.id.desc()),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at.desc(), t.id.desc()),
    index('audit_log_entity_at_idx').on(t.entity, t.at.desc(), t.id.desc()),
    index('audit_log_action_idx').on(t.action, t.at.desc(), t.id.desc()),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
