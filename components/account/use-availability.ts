'use client';

import { useQuery } from '@/lib/api/react-query';
import { useEffect, useState } from 'react';
import type { ZodType } from 'zod';
import { accountCalls, type AvailabilityField } from '@/lib/api/hooks/use-account';
import type { FieldNote } from './text-field';

export const AVAILABILITY_DEBOUNCE_MS = 400;

/**
 * Live "is this free?" for the register form (register/check). Waits until typing pauses, asks only for values the
 * shared schema accepts (a half-typed email is not worth a request), and reports a taken value as an error and a free
 * one as a note beside the field.
 */
export function useAvailability(field: AvailabilityField, value: string, schema: ZodType<string>) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), AVAILABILITY_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);

  const parsed = schema.safeParse(debounced);
  const normalised = parsed.success ? parsed.data : null;
  const query = useQuery({
    queryKey: ['register-check', field, normalised],
    queryFn: () => accountCalls.checkAvailability(field, normalised ?? ''),
    enabled: normalised !== null && normalised !== '',
    staleTime: 30_000,
    retry: false,
  });

  const typing = value !== debounced;
  if (!normalised || typing) return { taken: null as string | null, note: null as FieldNote | null };
  if (query.isFetching && !query.data) return { taken: null, note: { tone: 'pending', text: 'Checking…' } as FieldNote };
  if (query.data && !query.data.available) return { taken: query.data.message, note: null };
  if (query.data?.available) return { taken: null, note: { tone: 'ok', text: query.data.message } as FieldNote };
  return { taken: null, note: null };
}
