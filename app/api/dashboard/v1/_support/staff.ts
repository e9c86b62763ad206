import 'server-only';
import { requireAuth } from '@/lib/server/auth/request-auth';
import { notFound } from '@/lib/server/http/errors';

/** The back office's calls: a staff session, or the 404 any unknown path gets (nothing tells a customer they exist). */
export async function requireStaff(request: Request): Promise<{ id: number }> {
  const { user } = await requireAuth(request);
  if (user.role !== 'staff') throw notFound('Page');
  return user;
}
