import { z } from 'zod';
import { MAX_NOT_DELIVERED_NOTE, NOT_DELIVERED_REASONS } from '@/lib/domain/delivery-road';
import { deliveryDateSchema } from './delivery';
import { idWithMessage } from './ids';
import { text } from './text';
import { uploadIdSchema } from './upload';

// Inputs of the road (issue 24): dispatch's day and its rider choice, the rider's own day, and the rider's steps.

/** A Kathmandu day in a query string (?date=2026-11-21); absent means today. */
export const roadDaySchema = z.object({ date: deliveryDateSchema.optional() });

/** The rider's screen: today's deliveries, or tomorrow's. */
export const riderDaySchema = z.object({ day: z.enum(['today', 'tomorrow'], { error: 'Choose today or tomorrow' }).optional() });

/** Dispatch gives an order to a rider (an id), or takes it back (null). */
export const assignRiderSchema = z.object({
  riderId: idWithMessage('Choose a rider from the list.').nullable(),
});

/** Delivered, with the photo of the cake at the door when the rider took one (an upload of kind 'delivery-photo'). */
export const deliveredSchema = z.object({
  photoId: uploadIdSchema.nullish(),
});

/** Could not deliver: one of the listed reasons, words of the rider's own, or both; at least one. */
export const notDeliveredSchema = z
  .object({
    preset: z.enum(NOT_DELIVERED_REASONS, { error: 'Choose one of the listed reasons.' }).nullish(),
    note: text({ error: 'The reason must be text' }).trim().max(MAX_NOT_DELIVERED_NOTE, `Keep it to ${MAX_NOT_DELIVERED_NOTE} characters`).nullish(),
  })
  .refine((input) => Boolean(input.preset) || Boolean(input.note), {
    error: 'Say why it could not be delivered: the customer is told.',
    path: ['reason'],
  })
  .transform((input) => ({ reason: [input.preset, input.note].filter(Boolean).join(': ') }));
