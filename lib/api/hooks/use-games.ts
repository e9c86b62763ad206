import type { Pagination } from '@/lib/domain/catalogue-types';
import type { PaymentActionView } from '@/lib/domain/games';
import { authApi } from '../client';
import { endpoints } from '../endpoints';

// The roulette, treasure dig, wallet and donation calls. Loaded lazily (import()) by the game and donation forms,
// so a page that is only read never downloads axios.

type Envelope<T> = { data: T; meta?: { pagination?: Pagination } };

export type Allowance = { day: string; used: number; allowed: number; left: number };
export type GameStatusAnswer = { allowance: Allowance | null; left: Record<string, number | null> };
export type SpinAnswer = {
  spinId: string;
  position: number;
  prize: { id: number; label: string; kind: string };
  won: boolean;
  ranOut: boolean;
  /** What the prize gives, in the wallet's words (describePrize). */
  wallet: { id: number; code: string; expiresAt: string; description: string } | null;
  allowance: Allowance;
  replayed: boolean;
};
export type CellAnswer = { productId: number; name: string; image: string; dug: boolean; found?: { label: string; kind: string; won: boolean } };
export type BoardAnswer = { treasureId: number; cells: CellAnswer[]; allowance: Allowance | null };
export type DigAnswer = { productId: number; found: { label: string; kind: string; won: boolean; ranOut: boolean }; wallet: SpinAnswer['wallet']; board: BoardAnswer };
export type DonationAnswer = { donationId: number; amount: number; gateway: string; action: PaymentActionView };

export const gameCalls = {
  status: async (slug: string) => (await authApi.get<Envelope<{ status: GameStatusAnswer }>>(endpoints.roulette(slug))).data.data.status,
  spin: async (slug: string, spinId: string) => (await authApi.post<Envelope<SpinAnswer>>(endpoints.rouletteSpin(slug), { spinId })).data.data,
  board: async (slug: string) => (await authApi.get<Envelope<{ board: BoardAnswer }>>(endpoints.treasure(slug))).data.data.board,
  dig: async (treasureId: number, productId: number, digId: string) =>
    (await authApi.post<Envelope<DigAnswer>>(endpoints.treasureDig, { treasureId, productId, digId })).data.data,
  donate: async (body: Record<string, unknown>) => (await authApi.post<Envelope<DonationAnswer>>(endpoints.donations, { ...body, source: 'web' })).data.data,
  cakeAddress: async (causeId: number) => (await authApi.post<Envelope<{ addressId: number; alias: string }>>(endpoints.donationCakeAddress, { causeId })).data.data,
};
