import 'server-only';
import { and, inArray, ne, sql } from 'drizzle-orm';
import { numberedSlug, SLUG_MESSAGES, slugifyTitle, slugProblem } from '@/lib/domain/quiz-slug';
import { getDb } from '@/lib/server/db/client';
import { quizzes } from '@/lib/server/db/schema';
import type { SlugCheck } from './types';

// The live slug check of the quiz editor, and the slug a save uses. The unique index on quizzes.slug has the last
// word (two people saving the same title at once); this answers the editor before that.

type Reader = Pick<ReturnType<typeof getDb>, 'select'>;

/** Which of these slugs other quizzes (not `exceptId`) already use. */
async function takenSlugs(db: Reader, slugs: string[], exceptId: number | undefined): Promise<Set<string>> {
  const where = exceptId ? and(inArray(quizzes.slug, slugs), ne(quizzes.id, exceptId)) : inArray(quizzes.slug, slugs);
  const rows = await db.select({ slug: quizzes.slug }).from(quizzes).where(where);
  return new Set(rows.map((r) => r.slug));
}

/** The first free numbered form of a taken slug (tihar-quiz-2 … -21), or null when all of those are taken. */
export async function freeSlugLike(db: Reader, base: string, exceptId?: number): Promise<string | null> {
  const candidates = Array.from({ length: 20 }, (_, i) => numberedSlug(base, i + 2));
  const taken = await takenSlugs(db, candidates, exceptId);
  return candidates.find((c) => !taken.has(c)) ?? null;
}

/** The editor's check: the slug the title (or the typed address) gives, whether it can be used, and an alternative. */
export async function checkSlug(input: { title?: string | undefined; slug?: string | undefined; quizId?: number | undefined }, db: Reader = getDb()): Promise<SlugCheck> {
  const slug = input.slug !== undefined ? input.slug.trim().toLowerCase() : slugifyTitle(input.title ?? '');
  const problem = slugProblem(slug);
  if (problem === 'empty' || problem === 'format') return { slug, available: false, message: SLUG_MESSAGES[problem], suggestion: problem === 'format' ? slugifyTitle(slug) || null : null };
  if (problem === 'reserved') return { slug, available: false, message: SLUG_MESSAGES.reserved, suggestion: await freeSlugLike(db, `${slug}-quiz`, input.quizId) };
  const taken = await takenSlugs(db, [slug], input.quizId);
  if (!taken.has(slug)) return { slug, available: true, message: null, suggestion: null };
  return { slug, available: false, message: SLUG_MESSAGES.taken, suggestion: await freeSlugLike(db, slug, input.quizId) };
}

/** Whether an error is the quizzes slug index refusing a duplicate. */
export function isSlugConflict(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505' && constraint === 'quizzes_slug_uq') return true;
  }
  return false;
}

export const lockSlugs = (db: { execute: (q: ReturnType<typeof sql>) => Promise<unknown> }, slug: string) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext('quizzes:slug'), hashtext(${slug}))`);
