import type { Permission } from '@/lib/domain/staff-roles';

/** What each permission lets a person do, in the words the account and staff pages show (one per permission: typed). */
export const PERMISSION_DESCRIPTIONS: Record<Permission, string> = {
  'orders.read': 'See the order list and each order: customer, cakes and their options, payment, timeline',
  'orders.decide': 'Confirm an order, or cancel one with a reason',
  'orders.payments': 'Mark refunds done, and check an unpaid eSewa or Khalti order with the gateway',
  'kitchen.read': 'See the kitchen board: what to bake for each delivery slot',
  'kitchen.work': 'Move orders through the kitchen (baking, ready) and print kitchen tickets',
  'slots.manage': 'Set how many cakes each delivery slot holds',
  'dispatch.work': 'Assign riders, send orders out for delivery, see the cash each rider collected',
  'deliveries.own': 'Work your own deliveries: picked up, arrived, delivered (with a photo), could not deliver',
  'catalogue.manage': 'Products, prices, photos, categories, delivery places and charges, coupons',
  'content.manage': 'Pages, blog posts, banners, menus, campaigns, game prizes, donation causes, careers',
  'moderation.act': 'Approve or reject what customers write (comments, reviews, entries, quizzes) and their reports',
  'support.answer': 'Read and answer customers’ tickets',
  'notifications.resend': 'See the mails and texts that failed every attempt, and send them again',
  'reports.read': 'Sales and delivery reports, and their CSV files',
  'staff.manage': 'Add staff, change their roles, remove them, reset their authenticator',
  'audit.read': 'See who changed what, and when',
};
