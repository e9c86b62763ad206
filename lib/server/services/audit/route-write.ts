import 'server-only';
import { getDb } from '@/lib/server/db/client';
import { recordAudit, type AuditActor } from './record';

// The entry `staffWrite` writes for a successful back-office action whose service recorded nothing itself (see
// record.ts): the route names the thing and the verb, the request's own fields are what was asked for.

const ID = /^(\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * What the request asked for, as far as the trail may keep it: JSON or form fields. An upload (multipart) is not read
 * here: cloning it would hold every photo in memory twice while it is processed, and the services that take uploads
 * record their own entries; the trail keeps its size.
 */
export async function requestFields(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/json')) return await request.clone().json();
    if (type.includes('multipart/form-data')) return { upload: true, bytes: Number(request.headers.get('content-length')) || null };
    if (type.includes('application/x-www-form-urlencoded')) {
      const form = await request.clone().formData();
      const fields: Record<string, unknown> = {};
      for (const [name, value] of form.entries()) fields[name] = typeof value === 'string' ? value : { file: value.name, bytes: value.size };
      return fields;
    }
  } catch {
    // An unreadable body was refused by the action itself; the entry keeps the route.
  }
  return null;
}

/** "POST /api/dashboard/v1/admin/orders/12/confirm" → entity 'orders', id '12', action 'orders.confirm'. */
export function routeChange(method: string, pathname: string): { action: string; entity: string; entityId: string | null } {
  const after = pathname.split('/admin/')[1] ?? pathname;
  const segments = after.split('/').filter(Boolean);
  const ids = segments.filter((segment) => ID.test(segment));
  const words = segments.filter((segment) => !ID.test(segment));
  const entity = words[0] ?? 'back-office';
  const verb = words.length > 1 ? words.slice(1).join('.') : method.toLowerCase();
  return { action: `${entity}.${verb}`, entity, entityId: ids.at(-1) ?? null };
}

export async function recordRouteWrite(request: Request, actor: AuditActor, fields: unknown): Promise<void> {
  const { pathname } = new URL(request.url);
  const change = routeChange(request.method, pathname);
  await recordAudit(getDb(), { ...change, summary: `${request.method} ${pathname}`, after: fields }, actor);
}
