'use client';

import type { ReactNode } from 'react';
import { usePersonViewStore } from '@/stores/person-view-store';
import { PersonSections } from './person-sections';

/**
 * A public page's entries, quizzes and reviews. The server's page is cached for everyone (up to ten minutes), and its
 * entries' votes and quizzes' plays are counts the viewer may have just moved: once the logged-in viewer's own
 * GET user/{username} has come (PersonActions fetches it), the sections show from that answer. Visitors keep the
 * server's (children).
 */
export function LiveSections({ username, children }: { username: string; children: ReactNode }) {
  const user = usePersonViewStore((s) => (s.username === username.toLowerCase() ? s.user : null));
  if (!user?.visible) return <>{children}</>;
  return <PersonSections profile={user} />;
}
