import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';

// Orphaned uploads (the 'orphan-uploads' job, lib/server/jobs): a file is uploaded before the thing that uses it is
// saved (a CV before the application, a cake photo before the cart line, a review's photo before the review), so a
// person who leaves half-way leaves a file nothing points at. Private ones (CVs, ticket photos) are personal data we
// have no reason to keep. After ORPHAN_UPLOAD_AGE_DAYS an upload that nothing uses is deleted.
//
// Each kind names every place that can point at it. A kind whose users are not listed here (contest entries and
// banners, kept as /media/uploads/… text in the contest's rows) is never touched: deleting an upload something
// still shows is far worse than keeping one nobody needs.

/** Long enough for anyone to finish what they started: a cart with a photo cake waits days before checkout. */
export const ORPHAN_UPLOAD_AGE_DAYS = 7;
/** Rows deleted per run (each holds up to 8 MB): the next run takes the rest. */
const BATCH = 200;

/** What uses an upload of each kind: SQL that is true when something points at upload `u`. */
const USED_BY: Record<string, ReturnType<typeof sql>> = {
  cv: sql`exists (select 1 from job_applications a where a.cv_upload_id = u.id)`,
  'photo-cake': sql`(exists (select 1 from cart_items c where c.options->>'photoUploadId' = u.id::text)
    or exists (select 1 from order_items o where o.options->>'photoUploadId' = u.id::text))`,
  'review-photo': sql`exists (select 1 from reviews r where r.photo_upload_id = u.id)`,
  'ticket-attachment': sql`exists (select 1 from ticket_messages m where u.id = any(m.attachments))`,
  'delivery-photo': sql`exists (select 1 from orders o where o.delivery_photo_id = u.id)`,
  'business-logo': sql`exists (select 1 from businesses b where b.logo_upload_id = u.id)`,
  'quiz-cover': sql`exists (select 1 from quizzes q where q.cover_upload_id = u.id)`,
};

export const ORPHAN_CHECKED_KINDS = Object.keys(USED_BY);

export type OrphanReport = { removed: number; byKind: Record<string, number> };

/** Deletes uploads older than ORPHAN_UPLOAD_AGE_DAYS at `now` that nothing uses (only the kinds in USED_BY). */
export async function removeOrphanUploads(options: { now: Date }): Promise<OrphanReport> {
  const cutoff = new Date(options.now.getTime() - ORPHAN_UPLOAD_AGE_DAYS * 24 * 60 * 60 * 1000);
  const orphan = sql.join(
    Object.entries(USED_BY).map(([kind, used]) => sql`(u.kind = ${kind} and not ${used})`),
    sql` or `,
  );
  const { rows } = await getDb().execute<{ kind: string }>(sql`
    delete from uploads where id in (
      select u.id from uploads u where u.created_at <= ${cutoff} and (${orphan}) order by u.created_at limit ${BATCH}
    )
    returning kind`);
  const byKind: Record<string, number> = {};
  for (const { kind } of rows) byKind[kind] = (byKind[kind] ?? 0) + 1;
  return { removed: rows.length, byKind };
}
