import { can, isStaffRole, PERMISSIONS, ROLE_PERMISSIONS, STAFF_ROLES } from '@/lib/domain/staff-roles';

describe('staff roles', () => {
  it('lets only the owner manage staff', () => {
    expect(STAFF_ROLES.filter((role) => can(role, 'staff.manage'))).toEqual(['owner']);
  });

  it('lets only the owner read the audit trail (it is how the owner checks everyone else, managers included)', () => {
    expect(STAFF_ROLES.filter((role) => can(role, 'audit.read'))).toEqual(['owner']);
  });

  it('gives the manager everything else, and the owner everything', () => {
    for (const permission of PERMISSIONS) {
      expect(can('owner', permission)).toBe(true);
      expect(can('manager', permission)).toBe(permission !== 'staff.manage' && permission !== 'audit.read');
    }
  });

  it('keeps a rider to their own deliveries: no order list, no board, no customers', () => {
    expect(ROLE_PERMISSIONS.rider).toEqual(['deliveries.own']);
    expect(can('rider', 'orders.read')).toBe(false);
    expect(can('rider', 'dispatch.work')).toBe(false);
  });

  it('lets the kitchen work its board but not assign riders, take payments or change prices', () => {
    expect(can('kitchen', 'kitchen.work')).toBe(true);
    expect(can('kitchen', 'dispatch.work')).toBe(false);
    expect(can('kitchen', 'orders.payments')).toBe(false);
    expect(can('kitchen', 'catalogue.manage')).toBe(false);
  });

  it('keeps editors out of orders and support out of the catalogue', () => {
    expect(can('editor', 'orders.read')).toBe(false);
    expect(can('editor', 'content.manage')).toBe(true);
    expect(can('support', 'support.answer')).toBe(true);
    expect(can('support', 'catalogue.manage')).toBe(false);
  });

  it('allows nothing without a staff role', () => {
    for (const permission of PERMISSIONS) {
      expect(can(null, permission)).toBe(false);
      expect(can(undefined, permission)).toBe(false);
    }
  });

  it('gives every role something to do, and no role a permission twice', () => {
    for (const role of STAFF_ROLES) {
      expect(ROLE_PERMISSIONS[role].length).toBeGreaterThan(0);
      expect(new Set(ROLE_PERMISSIONS[role]).size).toBe(ROLE_PERMISSIONS[role].length);
    }
  });

  it('knows a staff role when it reads one, and nothing else', () => {
    expect(isStaffRole('kitchen')).toBe(true);
    expect(['customer', 'staff', 'Owner', '', null, 3].some(isStaffRole)).toBe(false);
  });
});
