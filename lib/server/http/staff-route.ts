import 'server-only';
import type { NextRequest } from 'next/server';
import type { Permission } from '@/lib/domain/staff-roles';
import type { RateLimitRule } from '@/lib/server/auth/rate-limit';
import { requireStaffAccess, requireStaffSignedIn, type StaffContext } from '@/lib/server/auth/back-office';
import { auditScope } from '@/lib/server/services/audit/record';
import { recordRouteWrite, requestFields } from '@/lib/server/services/audit/route-write';
import { handle } from './respond';
import { lookup, write } from './write';

// Every back-office API route is declared through one of these two, with the permission it needs (null: any staff
// member with this shift's second factor), so the check can never be forgotten and the access test
// (tests/api/admin/access.test.ts) reads each route's permission from the handler itself and proves, for every route,
// that visitors and customers get the unknown-path 404 and every role without the permission gets 403.

export const STAFF_PERMISSION = Symbol.for('ug.staffPermission');
/** Marks the second factor's own routes: they answer staff who have not passed it yet (the access test reads it). */
export const STAFF_SIGN_IN = Symbol.for('ug.staffSignIn');

type StaffHandler<C> = (request: NextRequest, staff: StaffContext, context: C) => Promise<Response>;
export type StaffRouteHandler<C> = ((request: NextRequest, context: C) => Promise<Response>) & { [STAFF_PERMISSION]: Permission | null };

function mark<C>(handler: (request: NextRequest, context: C) => Promise<Response>, permission: Permission | null): StaffRouteHandler<C> {
  const marked = handler as StaffRouteHandler<C>;
  marked[STAFF_PERMISSION] = permission;
  return marked;
}

/** A back-office read (GET). */
export function staffRead<C = unknown>(permission: Permission | null, handler: StaffHandler<C>): StaffRouteHandler<C> {
  return mark(
    handle<C>(async (request, context) => handler(request as NextRequest, await requireStaffAccess(request, permission ?? undefined), context)),
    permission,
  );
}

/**
 * A back-office action (POST, PATCH, DELETE): limited per staff member ('staff-user') and per address, then checked,
 * then run inside the audit trail's scope: what its service records is the entry; a successful action whose service
 * recorded nothing gets one entry from its route and fields (lib/server/services/audit/record.ts).
 */
export function staffWrite<C = unknown>(permission: Permission | null, handler: StaffHandler<C>): StaffRouteHandler<C> {
  return mark(
    write<C>({ account: 'staff-user', client: 'write-ip' }, async (request, context) => {
      const staff = await requireStaffAccess(request, permission ?? undefined);
      const actor = { userId: staff.user.id, role: staff.role };
      const fields = await requestFields(request);
      const { result, recorded } = await auditScope(actor, () => handler(request, staff, context));
      if (recorded === 0 && result.status < 400) await recordRouteWrite(request, actor, fields);
      return result;
    }),
    permission,
  );
}

/**
 * A back-office POST that writes nothing (a product's price preview sends the rules being edited as its body):
 * checked like a read, and declared a look-up so the route-table tests know it is neither limited nor audited as a
 * write on purpose.
 */
export function staffLookup<C = unknown>(permission: Permission | null, handler: StaffHandler<C>): StaffRouteHandler<C> {
  return mark(
    lookup<C>(async (request, context) => handler(request as NextRequest, await requireStaffAccess(request, permission ?? undefined), context)),
    permission,
  );
}

/**
 * One of the second factor's own calls (set up, confirm, verify): any staff member signed in, before this shift's
 * second factor (that is what the call is for); visitors and customers get the unknown-path 404. `account` is the
 * per-account limit: 'second-factor-user' where a code is tried.
 */
export function staffSignInWrite<C = unknown>(account: RateLimitRule, handler: StaffHandler<C>): StaffRouteHandler<C> & { [STAFF_SIGN_IN]: true } {
  const marked = mark(
    write<C>({ account, client: 'write-ip' }, async (request, context) => handler(request, await requireStaffSignedIn(request), context)),
    null,
  ) as StaffRouteHandler<C> & { [STAFF_SIGN_IN]: true };
  marked[STAFF_SIGN_IN] = true;
  return marked;
}

/** Whether a route handler is one of the second factor's own (see staffSignInWrite). */
export const isStaffSignInRoute = (handler: unknown): boolean => typeof handler === 'function' && (handler as { [STAFF_SIGN_IN]?: true })[STAFF_SIGN_IN] === true;
