import { useQuery } from '@/lib/api/react-query';
import type { HeaderFooter } from '@/lib/server/services/content/types';
import { api } from '../client';
import { endpoints } from '../endpoints';

const TWELVE_HOURS_MS = 12 * 60 * 60 * 1000; // SPEC §9: header-footer cached 12 hours

export const headerFooterQueryKey = ['header-footer'] as const;

/**
 * Header and footer data on the client. The shop layout renders them on the server, so this is for client-only
 * screens; pass the server's value as initialData to skip the request.
 */
export function useHeaderFooter(initialData?: HeaderFooter) {
  return useQuery({
    queryKey: headerFooterQueryKey,
    queryFn: async () => (await api.get<{ data: HeaderFooter }>(endpoints.headerFooter)).data.data,
    staleTime: TWELVE_HOURS_MS,
    gcTime: TWELVE_HOURS_MS,
    initialData,
  });
}
