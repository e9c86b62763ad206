import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import { isStaffRole, STAFF_ROLES, type StaffRole } from '@/lib/domain/staff-roles';
import { hashPassword } from '@/lib/server/auth/password';
import { getDb } from '@/lib/server/db/client';
import { sessions, staffSecondFactors, users } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';
import { clearSecondFactor, closeBackOffice, type SecondFactorState, type StaffTx } from './second-factor';
import { recordAudit } from '@/lib/server/services/audit/record';

// Who is staff, in which role (issue 24). Shared by the owner's staff page (/admin/staff) and the command that makes
// the first owner (`npm run staff`). The rules: the shop always keeps an owner (the last one cannot be removed or made
// something else), and a role change or a removal takes the back office from that person at once, on every device.

export type StaffMember = {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  role: StaffRole;
  secondFactor: SecondFactorState;
  /** The latest use of any of their live sessions (shop or back office). */
  lastActiveAt: Date | null;
};

/** A shop has a handful of staff; the list is bounded anyway, so a mistake cannot make it a full table scan's worth. */
const STAFF_LIST_LIMIT = 500;

export const staffNotFound = () => new ApiError(404, 'Staff member not found', 'not_found');

const lastOwner = () =>
  new ApiError(409, 'The shop must keep an owner: make someone else owner first, then change or remove this one.', 'last_owner');

function staffRows(where: SQL | undefined) {
  return getDb()
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      role: users.role,
      confirmedAt: staffSecondFactors.confirmedAt,
      hasFactor: staffSecondFactors.userId,
      // sessions_user_idx: one index range per staff member.
      lastActiveAt: sql<Date | null>`(SELECT max(${sessions.lastSeenAt}) FROM ${sessions} WHERE ${sessions.userId} = ${users.id} AND ${sessions.revokedAt} IS NULL)`.mapWith(
        (value: string | Date | null) => (value === null ? null : new Date(value)),
      ),
    })
    .from(users)
    .leftJoin(staffSecondFactors, eq(staffSecondFactors.userId, users.id))
    .where(and(ne(users.role, 'customer'), where))
    .orderBy(users.id)
    .limit(STAFF_LIST_LIMIT);
}

type StaffRowData = Awaited<ReturnType<typeof staffRows>>[number];

function toMember(row: StaffRowData & { role: StaffRole }): StaffMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    secondFactor: row.hasFactor === null ? 'none' : row.confirmedAt ? 'confirmed' : 'pending',
    lastActiveAt: row.lastActiveAt,
  };
}

const isStaffRow = (row: StaffRowData): row is StaffRowData & { role: StaffRole } => isStaffRole(row.role);

/** Every staff member, by role (owner first, as the roles table reads) then name. */
export async function listStaff(): Promise<StaffMember[]> {
  const rows = await staffRows(undefined);
  return rows
    .filter(isStaffRow)
    .map(toMember)
    .sort((a, b) => STAFF_ROLES.indexOf(a.role) - STAFF_ROLES.indexOf(b.role) || a.name.localeCompare(b.name));
}

/** One staff member, or a 404 (a customer's id is not a staff member's). */
export async function staffMember(userId: number): Promise<StaffMember> {
  const [row] = (await staffRows(eq(users.id, userId))).filter(isStaffRow);
  if (!row) throw staffNotFound();
  return toMember(row);
}

/** The account id for an email (lower-cased, as stored), or a 422 on the email field. */
async function accountByEmail(email: string): Promise<{ id: number; role: string } | null> {
  const [row] = await getDb()
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .limit(1);
  return row ?? null;
}

const noSuchAccount = () =>
  new ApiError(422, 'No account uses this email. Ask them to sign up at the shop first, then add them here.', 'unknown_account', {
    email: 'No account uses this email.',
  });

const alreadyStaff = (role: string) =>
  new ApiError(409, `This account is already staff (${role}): change their role instead.`, 'already_staff', { email: `Already staff (${role}).` });

/** Makes an existing customer account staff in `role`. Their next visit to /admin starts the second factor's set-up. */
export async function addStaff(email: string, role: StaffRole): Promise<StaffMember> {
  const account = await accountByEmail(email);
  if (!account) throw noSuchAccount();
  if (account.role !== 'customer') throw alreadyStaff(account.role);
  // Only from 'customer': of two adds at once, one makes them staff and the other is told they already are.
  const changed = await getDb()
    .update(users)
    .set({ role, updatedAt: new Date() })
    .where(and(eq(users.id, account.id), eq(users.role, 'customer')))
    .returning({ id: users.id, role: users.role });
  if (changed.length === 0) throw alreadyStaff((await accountByEmail(email))?.role ?? 'staff');
  await recordAudit(getDb(), { action: 'staff.add', entity: 'staff', entityId: account.id, summary: `${email} made ${role}`, before: { role: 'customer' }, after: { role } });
  return staffMember(account.id);
}

/** A handle for a new account from its email: the part before @, tidied, with a random tail so it never collides. */
function usernameFor(email: string): string {
  const base = (email.split('@')[0] ?? 'staff').toLowerCase().replace(/[^a-z0-9._]/g, '').slice(0, 20) || 'staff';
  return `${base}.${randomBytes(3).toString('hex')}`;
}

/** A password for a new staff account, printed once by `npm run staff -- add`: 20 characters, about 120 bits. */
const newPassword = (): string => randomBytes(15).toString('base64url');

/**
 * `npm run staff -- add` for an email no account uses: a new account (email counted as confirmed: the operator vouches
 * for it) in `role`, with a random password answered once. The person changes it from their profile.
 */
export async function createStaffAccount(email: string, role: StaffRole, name?: string): Promise<{ member: StaffMember; password: string }> {
  const address = email.trim().toLowerCase();
  if (await accountByEmail(address)) throw new ApiError(409, 'An account already uses this email.', 'email_taken', { email: 'Already used.' });
  const password = newPassword();
  const local = address.split('@')[0] ?? 'staff';
  const [created] = await getDb()
    .insert(users)
    .values({
      username: usernameFor(address),
      name: name?.trim() || local,
      email: address,
      role,
      passwordHash: await hashPassword(password),
      emailConfirmedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!created) throw new ApiError(409, 'An account already uses this email.', 'email_taken', { email: 'Already used.' });
  return { member: await staffMember(created.id), password };
}

/**
 * The staff member, locked, with every owner locked too: a change that could leave the shop without an owner waits
 * for any other such change, and then counts the owners that are left (two owners demoting each other at the same
 * moment: the second is refused).
 */
async function lockForChange(tx: StaffTx, userId: number): Promise<{ role: StaffRole; owners: number }> {
  const owners = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'owner')).orderBy(users.id).for('update');
  const [target] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId)).for('update');
  if (!target || !isStaffRole(target.role)) throw staffNotFound();
  return { role: target.role, owners: owners.length };
}

/** A new role for a staff member; they must pass the second factor again before the back office opens in it. */
export async function changeStaffRole(userId: number, role: StaffRole): Promise<StaffMember> {
  await getDb().transaction(async (tx) => {
    const current = await lockForChange(tx, userId);
    if (current.role === role) return;
    if (current.role === 'owner' && current.owners <= 1) throw lastOwner();
    await tx.update(users).set({ role, updatedAt: new Date() }).where(eq(users.id, userId));
    await closeBackOffice(tx, userId);
    await recordAudit(tx, { action: 'staff.role', entity: 'staff', entityId: userId, summary: `Role ${current.role} → ${role}`, before: { role: current.role }, after: { role } });
  });
  return staffMember(userId);
}

/** Back to an ordinary customer: the role, the second factor and every session's back-office access go at once. */
export async function removeStaff(userId: number): Promise<{ id: number; role: 'customer' }> {
  await getDb().transaction(async (tx) => {
    const current = await lockForChange(tx, userId);
    if (current.role === 'owner' && current.owners <= 1) throw lastOwner();
    await tx.update(users).set({ role: 'customer', updatedAt: new Date() }).where(eq(users.id, userId));
    await clearSecondFactor(tx, userId);
    await recordAudit(tx, { action: 'staff.remove', entity: 'staff', entityId: userId, summary: `No longer staff (was ${current.role})`, before: { role: current.role }, after: { role: 'customer' } });
  });
  return { id: userId, role: 'customer' };
}

/** A lost phone: the staff member sets up their authenticator again at their next visit to /admin. */
export async function resetStaffSecondFactor(userId: number): Promise<StaffMember> {
  await getDb().transaction(async (tx) => {
    const [target] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId)).for('update');
    if (!target || !isStaffRole(target.role)) throw staffNotFound();
    await clearSecondFactor(tx, userId);
    await recordAudit(tx, { action: 'staff.reset-2fa', entity: 'staff', entityId: userId, summary: 'Authenticator reset: set up again at the next visit' });
  });
  return staffMember(userId);
}

/** The staff member's id for an email (the command line names people by email), or a 404 naming it. */
export async function staffIdByEmail(email: string): Promise<number> {
  const account = await accountByEmail(email);
  if (!account) throw new ApiError(404, `No account uses the email ${email.trim().toLowerCase()}.`, 'not_found');
  if (!isStaffRole(account.role)) throw new ApiError(404, `${email.trim().toLowerCase()} is not staff (a customer account).`, 'not_found');
  return account.id;
}

/** The account id for an email whatever its role (the command line's `add`), or null. */
export async function accountIdByEmail(email: string): Promise<number | null> {
  return (await accountByEmail(email))?.id ?? null;
}
