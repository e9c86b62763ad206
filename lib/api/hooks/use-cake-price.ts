import { keepPreviousData, useQuery } from '@/lib/api/react-query';
import { useEffect, useState } from 'react';

// The cake configurator's live price: GET calculate-product-price (SPEC §7) with the chosen options, debounced so
// clicking through pounds sends one request, and keeping the last good price on screen while the next one loads.
// The server is the authority; a refused combination comes back as 422 { error: { message, fields: { field } } }.

export type CakeSelectionState = {
  pound: number;
  tier: number;
  height: string | null;
  flavorId: number | null;
  icingType: string | null;
  eggless: boolean;
  lessCream: boolean;
};

export type CakePriceAnswer = { productPrice: number; listPrice: number };

export type CakePriceRefusal = { field: string | null; message: string };

/** Query parameters exactly as SPEC §7 names them: productId, pound, tier, height, flavorId, icingType, eggless, lessCream. */
export function cakePriceParams(productId: number, s: CakeSelectionState): Record<string, string> {
  const params: Record<string, string> = {
    productId: String(productId),
    pound: String(s.pound),
    tier: String(s.tier),
    eggless: s.eggless ? 'true' : 'false',
    lessCream: s.lessCream ? 'true' : 'false',
  };
  if (s.height) params.height = s.height;
  if (s.flavorId !== null) params.flavorId = String(s.flavorId);
  if (s.icingType) params.icingType = s.icingType;
  return params;
}

export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** A failed call's refusal, read where it failed (the error reading brings axios, which the render need not load). */
class CakePriceRefused extends Error {
  constructor(readonly refusal: CakePriceRefusal) {
    super(refusal.message);
  }
}

// The HTTP client (axios) and its error reading load with the first price asked for, not with the product page: the
// page renders with the server's price at the default options.
const client = () => Promise.all([import('../client'), import('../endpoints')]);

async function refusalFrom(error: unknown): Promise<CakePriceRefusal> {
  const { apiErrorMessage, apiFieldErrors } = await import('../errors');
  const fields = apiFieldErrors(error);
  const [field, fieldMessage] = Object.entries(fields)[0] ?? [null, null];
  return {
    field,
    message: fieldMessage ?? apiErrorMessage(error, 'We could not work out the price. Please try again.'),
  };
}

const refusalOf = (error: unknown): CakePriceRefusal =>
  error instanceof CakePriceRefused ? error.refusal : { field: null, message: 'We could not work out the price. Please try again.' };

type Options = {
  /** The price the page rendered with for `initialSelection` (no request needed for it). */
  initial?: { selection: CakeSelectionState; price: CakePriceAnswer };
  debounceMs?: number;
};

export function useCakePrice(productId: number, selection: CakeSelectionState, options: Options = {}) {
  const debounced = useDebouncedValue(selection, options.debounceMs ?? 300);
  const params = cakePriceParams(productId, debounced);
  const key = JSON.stringify(params);
  const initialKey = options.initial ? JSON.stringify(cakePriceParams(productId, options.initial.selection)) : null;
  const query = useQuery({
    queryKey: ['calculate-product-price', params],
    queryFn: async ({ signal }) => {
      const [{ api }, { endpoints }] = await client();
      try {
        const response = await api.get<{ data: CakePriceAnswer }>(endpoints.calculateProductPrice, { params, signal });
        return { productPrice: response.data.data.productPrice, listPrice: response.data.data.listPrice };
      } catch (error) {
        throw new CakePriceRefused(await refusalFrom(error));
      }
    },
    initialData: key === initialKey ? options.initial?.price : undefined,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60 * 1000,
    // A refusal is an answer, not a hiccup: do not retry it.
    retry: false,
  });
  const pending = query.isFetching || JSON.stringify(cakePriceParams(productId, selection)) !== key;
  return {
    price: query.data ?? null,
    refusal: query.isError ? refusalOf(query.error) : null,
    pending,
  };
}
