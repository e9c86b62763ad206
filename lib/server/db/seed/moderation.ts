import { sql } from 'drizzle-orm';
import type { SeedExecutor } from './insert';

// Something for the moderation screen on a fresh `npm start` (issue 25): two comments and a review by demo people
// waiting for approval (held: shown to nobody but their authors, counted nowhere), and one published comment that
// three demo people reported, so the reports queue shows a group with its reporters. Everything else the seed wrote
// stays published. Runs after the blog, the people and the catalogue's reviews.

export async function seedModeration(db: SeedExecutor): Promise<Record<string, number>> {
  const held = await db.execute<{ id: number }>(sql`
    INSERT INTO comments (target_type, target_id, user_id, body, status, created_at, updated_at)
    SELECT 'blog_post', p.id, u.id, v.body, 'pending', now() - v.age, now() - v.age
    FROM (SELECT id FROM blog_posts WHERE status = 'published' ORDER BY id DESC LIMIT 1) p
    CROSS JOIN (VALUES
      (2, 'Order from my cousin''s shop instead, link in my profile!!', interval '40 minutes'),
      (3, 'Does the eggless version taste the same? Asking for my Aama.', interval '15 minutes')
    ) AS v(person, body, age)
    JOIN users u ON u.id = v.person
    RETURNING id`);
  const review = await db.execute<{ id: number }>(sql`
    INSERT INTO reviews (product_id, user_id, author_name, author_city, rating, title, body, status, created_at)
    SELECT p.id, u.id, u.name, 'Lalitpur', 2, 'Late by an hour', 'The cake was fine but the rider called five times and came an hour late.', 'pending', now() - interval '2 hours'
    FROM (SELECT id FROM products WHERE is_active ORDER BY id LIMIT 1 OFFSET 5) p
    JOIN users u ON u.id = 4
    ON CONFLICT (product_id, user_id) DO NOTHING
    RETURNING id`);
  const reported = await db.execute<{ id: number }>(sql`
    INSERT INTO reports (target_type, target_id, reporter_id, reason, details, created_at, updated_at)
    SELECT 'comment', c.id, u.id, v.reason, v.details, now() - v.age, now() - v.age
    FROM (SELECT id FROM comments WHERE status = 'approved' AND target_type = 'blog_post' ORDER BY id LIMIT 1) c
    CROSS JOIN (VALUES
      (5, 'spam', 'Looks like an advert', interval '3 hours'),
      (6, 'spam', '', interval '2 hours'),
      (7, 'abusive', 'Rude to the baker', interval '1 hour')
    ) AS v(person, reason, details, age)
    JOIN users u ON u.id = v.person
    ON CONFLICT (target_type, target_id, reporter_id) DO NOTHING
    RETURNING id`);
  return { heldComments: held.rows.length, heldReviews: review.rows.length, reports: reported.rows.length };
}
