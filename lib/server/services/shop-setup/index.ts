import 'server-only';
import type { ZodType } from 'zod';
import type { SetupKind } from '@/lib/domain/shop-setup';
import {
  automobileSchema,
  brandSchema,
  categorySchema,
  couponSchema,
  methodSchema,
  occasionSchema,
  placeSchema,
  slotSchema,
  storeSchema,
  voucherSchema,
} from '@/lib/validation/shop-setup';
import { automobileKind, brandKind, categoryKind, occasionKind, storeKind } from './catalogue-kinds';
import { methodKind, placeKind, slotKind } from './delivery-kinds';
import { couponKind, voucherKind } from './discount-kinds';
import type { KindService } from './table-kind';

// The shop's setup (/admin/setup, issue 25): every kind with the form it is written with and the service that writes
// it. Route handlers look a kind up here, parse with its schema and call its service: one path for ten kinds.

export type { KindService, ListPage, ListQuery } from './table-kind';

export const SETUP: Record<SetupKind, { schema: ZodType<Record<string, unknown>>; service: KindService }> = {
  categories: { schema: categorySchema, service: categoryKind },
  brands: { schema: brandSchema, service: brandKind },
  stores: { schema: storeSchema, service: storeKind },
  occasions: { schema: occasionSchema, service: occasionKind },
  automobiles: { schema: automobileSchema, service: automobileKind },
  places: { schema: placeSchema, service: placeKind },
  methods: { schema: methodSchema, service: methodKind },
  slots: { schema: slotSchema as ZodType<Record<string, unknown>>, service: slotKind },
  coupons: { schema: couponSchema as ZodType<Record<string, unknown>>, service: couponKind },
  vouchers: { schema: voucherSchema, service: voucherKind },
};
