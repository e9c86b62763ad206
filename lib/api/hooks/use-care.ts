import type { ReviewsSummary } from '@/lib/domain/catalogue-types';
import type { OrderFeedbackPrompt, OrderFeedbackView } from '@/lib/domain/order-types';
import type { ReviewItem, ReviewSort } from '@/lib/domain/reviews';
import type { ComplaintReason, TicketDetail, TicketSummary } from '@/lib/domain/support-tickets';
import type { Pagination } from '@/lib/domain/catalogue-types';
import { authApi, api } from '../client';
import { endpoints } from '../endpoints';

// Reviews, order feedback, complaints and support tickets (SPEC §7 reviews?id&type, order/feedback, complain,
// support-tickets/?page, ticket/{id}, reply-ticket). The answers are the server's; the browser only shows them.

type Envelope<T> = { data: T; meta?: { pagination?: Pagination } };

export type ReviewsPage = { reviews: ReviewItem[]; summary: ReviewsSummary; pagination: Pagination | undefined };

export const reviewCalls = {
  list: async (productId: number, sort: ReviewSort, page: number): Promise<ReviewsPage> => {
    const res = await api.get<Envelope<{ reviews: ReviewItem[]; summary: ReviewsSummary }>>(endpoints.reviews, {
      params: { id: productId, type: 'product', sort, page },
    });
    return { ...res.data.data, pagination: res.data.meta?.pagination };
  },
  add: async (body: { productId: number; rating: number; title?: string; body: string; photoUploadId?: string }) =>
    (await authApi.post<Envelope<{ review: ReviewItem; summary: ReviewsSummary; held: boolean }>>(endpoints.reviews, body)).data.data,
};

export const feedbackCalls = {
  prompt: async () => (await authApi.get<Envelope<{ orderFeedback: OrderFeedbackPrompt | null }>>(endpoints.orderFeedback)).data.data.orderFeedback,
  give: async (body: { orderId: number; rating: number; deliveryRating?: number; riderRating?: number; comment?: string }) =>
    (await authApi.post<Envelope<OrderFeedbackView & { orderId: number }>>(endpoints.orderFeedback, body)).data.data,
};

export const ticketCalls = {
  list: async (page: number) => {
    const res = await authApi.get<Envelope<{ tickets: TicketSummary[] }>>(endpoints.supportTickets, { params: { page } });
    return { tickets: res.data.data.tickets, pagination: res.data.meta?.pagination };
  },
  get: async (id: number) => (await authApi.get<Envelope<{ ticket: TicketDetail }>>(endpoints.ticket(id))).data.data.ticket,
  open: async (body: { subject: string; message: string; orderId?: number; attachments: string[] }) =>
    (await authApi.post<Envelope<{ ticket: TicketDetail }>>(endpoints.supportTickets, body)).data.data.ticket,
  complain: async (body: { orderId: number; reason: ComplaintReason; message: string; attachments: string[] }) =>
    (await authApi.post<Envelope<{ ticket: TicketDetail; joined: boolean }>>(endpoints.complain, body)).data.data,
  reply: async (body: { ticketId: number; message: string; attachments: string[] }) =>
    (await authApi.post<Envelope<{ ticket: TicketDetail; opened: boolean }>>(endpoints.replyTicket, body)).data.data,
  resolve: async (id: number) => (await authApi.post<Envelope<{ ticket: TicketDetail }>>(`${endpoints.ticket(id)}/resolve`, {})).data.data.ticket,
  reopen: async (id: number) => (await authApi.post<Envelope<{ ticket: TicketDetail }>>(`${endpoints.ticket(id)}/reopen`, {})).data.data.ticket,
};
