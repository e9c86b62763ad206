import type { Permission } from './staff-roles';

// The back office's menu: each screen with the permission that opens it (null: every staff member). The layout shows a
// role only the screens it may open; each page checks the same permission on the server (requireStaffPage), so the
// menu hides nothing the server would not refuse anyway.

export type BackOfficeScreen = { href: string; label: string; permission: Permission | null };

export const BACK_OFFICE_MENU: readonly BackOfficeScreen[] = [
  { href: '/admin', label: 'Today', permission: null },
  { href: '/admin/orders', label: 'Orders', permission: 'orders.read' },
  { href: '/admin/kitchen', label: 'Kitchen board', permission: 'kitchen.read' },
  { href: '/admin/dispatch', label: 'Dispatch', permission: 'dispatch.work' },
  { href: '/admin/deliveries', label: 'My deliveries', permission: 'deliveries.own' },
  { href: '/admin/slots', label: 'Slots', permission: 'slots.manage' },
  { href: '/admin/catalogue', label: 'Catalogue', permission: 'catalogue.manage' },
  { href: '/admin/setup', label: 'Shop setup', permission: 'catalogue.manage' },
  { href: '/admin/content', label: 'Content', permission: 'content.manage' },
  { href: '/admin/support', label: 'Support', permission: 'support.answer' },
  { href: '/admin/notifications', label: 'Failed messages', permission: 'notifications.resend' },
  { href: '/admin/moderation', label: 'Moderation', permission: 'moderation.act' },
  { href: '/admin/applications', label: 'Applications', permission: 'moderation.act' },
  { href: '/admin/reports', label: 'Reports', permission: 'reports.read' },
  { href: '/admin/staff', label: 'Staff', permission: 'staff.manage' },
  { href: '/admin/audit', label: 'Audit trail', permission: 'audit.read' },
  { href: '/admin/account', label: 'My sign-in', permission: null },
];
