// Support tickets and complaints: `import { … } from '@/lib/server/services/support'`.
export * from './tickets';
export * from './staff';
export { buildTicketDetail, ownTicketRow, ticketAttachmentUrl } from './views';
export * from './inbox-list';
export * from './inbox-ticket';
export * from './inbox-actions';
export * from './canned-replies';
export * from './attachments';
