import 'server-only';
import { inArray, sql } from 'drizzle-orm';
import { REPORT_REASON_LABELS, type ReportReason } from '@/lib/domain/engagement';
import { isModerationKind, MODERATION_PAGE_SIZE, type ModerationKind } from '@/lib/domain/moderation';
import { getDb } from '@/lib/server/db/client';
import { reports, users } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/errors';
import { recordAudit } from '@/lib/server/services/audit/record';
import { auditEntity, decide, resolveReports, type DecisionResult } from './actions';
import { loadItems, type ModerationItem } from './items';

// The reports queue, one row per reported thing (not per report): how many people reported it and why, the reported
// text and where it is, and each reporter with their history (how many reports they made, how many led to a hide),
// so a person who reports everything is seen as such. Open reports are a queue staff empty; a page groups them over
// the partial index reports_open_target_idx, newest reported first (keyset on the group's last report id), and reads
// the reporters' histories over reports_reporter_status_idx, once per reporter on the page.

export const REPORTERS_SHOWN = 10;

export type Reporter = { id: number; username: string; name: string; reason: string; details: string; at: string; reportsMade: number; ledToHide: number };

export type ReportGroup = {
  targetType: ModerationKind;
  targetId: number;
  reportCount: number;
  reasons: string[];
  firstAt: string;
  lastReportId: number;
  item: ModerationItem | null;
  reporters: Reporter[];
};

export async function listReportGroups(cursor: number | null, limit = MODERATION_PAGE_SIZE): Promise<{ groups: ReportGroup[]; next: number | null }> {
  const db = getDb();
  const groups = await db.execute<{ target_type: string; target_id: number; n: number; last_id: number; first_at: Date | string; reasons: string[] }>(sql`
    SELECT target_type, target_id, count(*)::int AS n, max(id) AS last_id, min(created_at) AS first_at,
           array_agg(DISTINCT reason ORDER BY reason) AS reasons
    FROM ${reports}
    WHERE status = 'open'
    GROUP BY target_type, target_id
    ${cursor === null ? sql`` : sql`HAVING max(id) < ${cursor}`}
    ORDER BY max(id) DESC
    LIMIT ${limit + 1}`);
  const page = groups.rows.slice(0, limit).filter((g) => isModerationKind(g.target_type));
  if (page.length === 0) return { groups: [], next: null };

  const byKind = new Map<ModerationKind, number[]>();
  for (const g of page) byKind.set(g.target_type as ModerationKind, [...(byKind.get(g.target_type as ModerationKind) ?? []), g.target_id]);
  const items = new Map<string, ModerationItem>();
  for (const [kind, ids] of byKind) for (const item of await loadItems(kind, ids)) items.set(`${kind}:${item.id}`, item);

  const keys = page.map((g) => sql`(${g.target_type}, ${g.target_id})`);
  const reporterRows = await db.execute<{ target_type: string; target_id: number; reporter_id: number; reason: string; details: string; created_at: Date | string }>(sql`
    SELECT target_type, target_id, reporter_id, reason, details, created_at FROM (
      SELECT r.*, row_number() OVER (PARTITION BY target_type, target_id ORDER BY id) AS k
      FROM ${reports} r
      WHERE status = 'open' AND (target_type, target_id) IN (${sql.join(keys, sql`, `)})
    ) ranked WHERE k <= ${REPORTERS_SHOWN}`);
  const reporterIds = [...new Set(reporterRows.rows.map((r) => r.reporter_id))];
  const [people, history] = await Promise.all([
    db.select({ id: users.id, username: users.username, name: users.name }).from(users).where(inArray(users.id, reporterIds)),
    db
      .select({ id: reports.reporterId, made: sql<number>`count(*)::int`, hid: sql<number>`(count(*) filter (where ${reports.status} = 'actioned'))::int` })
      .from(reports)
      .where(inArray(reports.reporterId, reporterIds))
      .groupBy(reports.reporterId),
  ]);
  const person = new Map(people.map((p) => [p.id, p]));
  const past = new Map(history.map((h) => [h.id, h]));

  return {
    groups: page.map((g) => ({
      targetType: g.target_type as ModerationKind,
      targetId: g.target_id,
      reportCount: g.n,
      reasons: g.reasons.map((r) => REPORT_REASON_LABELS[r as ReportReason] ?? r),
      firstAt: new Date(g.first_at).toISOString(),
      lastReportId: Number(g.last_id),
      item: items.get(`${g.target_type}:${g.target_id}`) ?? null,
      reporters: reporterRows.rows
        .filter((r) => r.target_type === g.target_type && r.target_id === g.target_id)
        .map((r) => ({
          id: r.reporter_id,
          username: person.get(r.reporter_id)?.username ?? '',
          name: person.get(r.reporter_id)?.name ?? '',
          reason: REPORT_REASON_LABELS[r.reason as ReportReason] ?? r.reason,
          details: r.details,
          at: new Date(r.created_at).toISOString(),
          reportsMade: past.get(r.reporter_id)?.made ?? 0,
          ledToHide: past.get(r.reporter_id)?.hid ?? 0,
        })),
    })),
    next: groups.rows.length > limit ? Number(page.at(-1)!.last_id) : null,
  };
}

/** Hides the reported thing (its reports are resolved as acted on, in the same transaction). */
export async function hideReported(kind: ModerationKind, id: number, reason: string, staffId: number): Promise<DecisionResult> {
  return decide(kind, id, { action: 'hide', reason }, staffId);
}

/** Dismisses the open reports about a thing (it stays as it is). A second dismiss finds none: 404. */
export async function dismissReports(kind: ModerationKind, id: number, staffId: number): Promise<{ dismissed: number }> {
  return getDb().transaction(async (tx) => {
    const dismissed = await resolveReports(tx, kind, id, staffId, 'dismissed');
    if (dismissed === 0) throw notFound('Open report');
    await recordAudit(tx, {
      action: 'report.dismiss',
      entity: auditEntity(kind),
      entityId: id,
      summary: `Dismissed ${dismissed} ${dismissed === 1 ? 'report' : 'reports'} about ${kind.replace('_', ' ')} #${id}`,
      before: { id, openReports: dismissed },
      after: { id, openReports: 0 },
    });
    return { dismissed };
  });
}

/** How many groups are open (the tab's badge), bounded: past the cap it says "500+". */
export async function openReportGroups(cap = 500): Promise<number> {
  const result = await getDb().execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${reports} WHERE status = 'open' GROUP BY target_type, target_id LIMIT ${cap}) g`,
  );
  return result.rows[0]?.n ?? 0;
}

