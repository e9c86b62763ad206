// Support tickets and complaints: `import { … } from '@/lib/server/services/support'`.
export * from './tickets';
export * from './staff';
export { buildTicketDetail, ownTicketRow, ticketAttachmentUrl } from './views';
