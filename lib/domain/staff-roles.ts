// The back office's roles and what each may do (issue 24): the one table the server checks on every back-office
// action and the menus read to show only what a role can open. A permission is an action on one kind of thing, as
// Saleor's permission groups and Shopify's per-section staff permissions are; a role is a fixed set of them, because a
// bakery's jobs are few and known (the kitchen bakes, dispatch sends, a rider delivers) and a role that can be edited
// per person is one more thing to get wrong at 6 am on Tihar.

export const STAFF_ROLES = ['owner', 'manager', 'kitchen', 'dispatch', 'rider', 'editor', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  /** The order list and an order's page (customer, lines, cake options, payment, timeline). */
  'orders.read',
  /** Confirm or cancel (with a reason) an order that is placed or confirmed. */
  'orders.decide',
  /** Mark a refund done, and ask eSewa or Khalti about an unpaid order ("Check with the gateway"). */
  'orders.payments',
  /** The kitchen's board: orders by delivery date and slot, what to bake, counts per product per slot. */
  'kitchen.read',
  /** Move an order through the kitchen (baking, ready) and print its kitchen tickets. */
  'kitchen.work',
  /** How many cakes each delivery slot holds. */
  'slots.manage',
  /** Assign a rider, mark an order out for delivery, see the cash each rider collected. */
  'dispatch.work',
  /** One's own deliveries: picked up, arrived, delivered (with a photo), could not deliver (with a reason). */
  'deliveries.own',
  /** Products, prices, photos, categories, delivery places and charges, coupons. */
  'catalogue.manage',
  /** Pages, blog posts, banners, menus, campaigns, games' prizes, donation causes, careers. */
  'content.manage',
  /** What customers write (comments, reviews, entries, quizzes) and what they report. */
  'moderation.act',
  /** Customers' tickets: read and answer. */
  'support.answer',
  /** Messages to customers that failed every attempt (the notifications' dead-letter list), and sending one again. */
  'notifications.resend',
  /** Sales and delivery reports, and their CSV. */
  'reports.read',
  /** Staff accounts and their roles. */
  'staff.manage',
  /** Who changed what, and when. */
  'audit.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const EVERYTHING: readonly Permission[] = PERMISSIONS;

/**
 * Each role's permissions. Only an owner manages staff: a manager who could make a manager could make an owner's
 * equal, and the shop's keys would belong to whoever last had the role. Only an owner reads the audit trail (issue 25):
 * it is how the owner checks what everyone else did, managers included. A rider sees only their own deliveries, never
 * the order list (customers' names, phones and addresses across the shop).
 */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: EVERYTHING,
  manager: EVERYTHING.filter((permission) => permission !== 'staff.manage' && permission !== 'audit.read'),
  kitchen: ['orders.read', 'kitchen.read', 'kitchen.work'],
  dispatch: ['orders.read', 'kitchen.read', 'dispatch.work'],
  rider: ['deliveries.own'],
  editor: ['catalogue.manage', 'content.manage'],
  support: ['orders.read', 'orders.payments', 'moderation.act', 'support.answer', 'notifications.resend'],
};

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  kitchen: 'Kitchen',
  dispatch: 'Dispatch',
  rider: 'Rider',
  editor: 'Editor',
  support: 'Support',
};

export const isStaffRole = (value: unknown): value is StaffRole => typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/** Whether `role` (a user's role column, or none) may do `permission`. A customer or a visitor may do nothing. */
export function can(role: string | null | undefined, permission: Permission): boolean {
  return isStaffRole(role) && ROLE_PERMISSIONS[role].includes(permission);
}
