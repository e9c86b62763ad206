import { requireAuth } from '@/lib/server/auth/request-auth';
import { notFound } from '@/lib/server/http/errors';
import { handle } from '@/lib/server/http/respond';
import { quizStatsCsv } from '@/lib/server/services/quizzes';
import { quizIdPathSchema } from '@/lib/validation/quiz';
import { cacheHeaders } from '@/lib/server/cache/policy';

// GET quizzes/{id}/stats/csv → the stats as a CSV download (UTF-8 with a BOM so Excel reads Devanagari). Another
// person's quiz: 404 (JSON, like every failure).
export const dynamic = 'force-dynamic';

export const GET = handle<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const { user } = await requireAuth(request);
  const parsed = quizIdPathSchema.safeParse(await params);
  if (!parsed.success) throw notFound('Quiz');
  const { filename, csv } = await quizStatsCsv(user.id, { id: parsed.data.id });
  return new Response(`\uFEFF${csv}\r\n`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      ...cacheHeaders('private'),
    },
  });
});
