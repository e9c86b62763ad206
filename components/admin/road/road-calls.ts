import { dashboardApi } from '@/lib/api/client';
import type { RoadOrder } from '@/lib/server/services/deliveries/types';

// The road's back-office calls (issue 24), from the dispatch board and the rider's screen. Answers are the envelope's
// data; a refusal throws (read it with apiErrorMessage).

type Envelope<T> = { data: T };

const post = async (path: string, body: unknown = {}) => (await dashboardApi.post<Envelope<RoadOrder>>(path, body)).data.data;

export const roadCalls = {
  assign: (orderId: number, riderId: number | null) => post(`admin/dispatch/orders/${orderId}/assign`, { riderId }),
  pickedUp: (orderId: number) => post(`admin/deliveries/${orderId}/picked-up`),
  arrived: (orderId: number) => post(`admin/deliveries/${orderId}/arrived`),
  delivered: (orderId: number, photoId: string | null) => post(`admin/deliveries/${orderId}/delivered`, { photoId }),
  notDelivered: (orderId: number, input: { preset: string | null; note: string }) => post(`admin/deliveries/${orderId}/not-delivered`, input),
};
