import { and, eq } from 'drizzle-orm';
import { POST as newDraftRoute, GET as overviewRoute } from '@/app/api/dashboard/v1/admin/shop-content/[kind]/route';
import { DELETE as discardRoute, GET as entryRoute, PUT as saveRoute } from '@/app/api/dashboard/v1/admin/shop-content/[kind]/[key]/route';
import { POST as publishRoute } from '@/app/api/dashboard/v1/admin/shop-content/[kind]/[key]/publish/route';
import { instantToKathmanduInput } from '@/lib/domain/kathmandu-input';
import { getDb } from '@/lib/server/db/client';
import { auditLog } from '@/lib/server/db/schema';
import { adminCall } from './support';

// The back office's shop-content API as an editor uses it: save a draft, preview it, publish or discard it.

export type Who = { headers: Record<string, string> } | null;

const base = '/api/dashboard/v1/admin/shop-content';
const headersOf = (who: Who) => who?.headers ?? {};

export const overview = (who: Who, kind: string) => adminCall(overviewRoute, `${base}/${kind}`, { headers: headersOf(who), params: { kind } });

/** A draft of something new ('new'), or of `key` (a live row's id or a singleton's name). */
export function saveDraft(who: Who, kind: string, key: string, body: unknown) {
  if (key === 'new') return adminCall(newDraftRoute, `${base}/${kind}`, { method: 'POST', body, headers: headersOf(who), params: { kind } });
  return adminCall(saveRoute, `${base}/${kind}/${key}`, { method: 'PUT', body, headers: headersOf(who), params: { kind, key } });
}

export const entry = (who: Who, kind: string, key: string) => adminCall(entryRoute, `${base}/${kind}/${key}`, { headers: headersOf(who), params: { kind, key } });

export const discard = (who: Who, kind: string, key: string) =>
  adminCall(discardRoute, `${base}/${kind}/${key}`, { method: 'DELETE', headers: headersOf(who), params: { kind, key } });

export const publish = (who: Who, kind: string, key: string) =>
  adminCall(publishRoute, `${base}/${kind}/${key}/publish`, { method: 'POST', body: {}, headers: headersOf(who), params: { kind, key } });

/** Saves a draft and publishes it; fails the test when either is refused. */
export async function saveAndPublish(who: Who, kind: string, key: string, body: unknown): Promise<{ key: string; entityId: string | number }> {
  const saved = await saveDraft(who, kind, key, body);
  if (saved.status !== 200) throw new Error(`draft refused: ${saved.status} ${JSON.stringify(saved.body)}`);
  const draftKey = (saved.body.data as { key: string }).key;
  const published = await publish(who, kind, draftKey);
  if (published.status !== 200) throw new Error(`publish refused: ${published.status} ${JSON.stringify(published.body)}`);
  return { key: draftKey, entityId: (published.body.data as { entityId: string | number }).entityId };
}

export async function auditEntries(action: string, entityId: string | number) {
  return getDb().select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));
}

/** 'YYYY-MM-DDTHH:mm' in Kathmandu, `minutes` from now (tests never depend on today's date). */
export const kathmanduMinute = (minutesFromNow: number): string => instantToKathmanduInput(Date.now() + minutesFromNow * 60_000);
