import type { LookupItem, LookupKind } from '@/lib/domain/admin-lookup';

// The pickers' one call (GET admin/lookup), loaded with the first look-up. A saved id's name is asked once per page:
// a campaign names the same cake on several lines, and a re-render must not ask again.

export type LookupAnswer = { ok: true; items: LookupItem[] } | { ok: false };

async function get(kind: LookupKind, by: { q: string } | { id: number }): Promise<LookupAnswer> {
  const { dashboardApi } = await import('@/lib/api/client');
  try {
    const response = await dashboardApi.get<{ data: { items: LookupItem[] } }>('admin/lookup', { params: { kind, ...by } });
    return { ok: true, items: response.data.data.items };
  } catch {
    return { ok: false };
  }
}

export const searchLookup = (kind: LookupKind, q: string) => get(kind, { q });

const named = new Map<string, Promise<LookupAnswer>>();

/** The item an id names ([] when it names nothing now); a failed call is forgotten, so the next render tries again. */
export function lookupById(kind: LookupKind, id: number): Promise<LookupAnswer> {
  const key = `${kind}:${id}`;
  let answer = named.get(key);
  if (!answer) {
    answer = get(kind, { id }).then((result) => {
      if (!result.ok) named.delete(key);
      return result;
    });
    named.set(key, answer);
  }
  return answer;
}

/** What a choice already told us, so showing it never asks the server. */
export function rememberLookup(kind: LookupKind, item: LookupItem): void {
  named.set(`${kind}:${item.id}`, Promise.resolve({ ok: true, items: [item] }));
}
