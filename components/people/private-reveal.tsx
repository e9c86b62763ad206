'use client';

import { usePersonViewStore } from '@/stores/person-view-store';
import { PersonAbout, PersonSections } from './person-sections';

/**
 * A private page's details, shown in the browser to the person and their connections: the server's cached page has
 * only the name and avatar, and the viewer's GET user/{username} (fetched by PersonActions) says whether they may
 * see more. Everyone else keeps the notice.
 */
export function PrivateReveal({ username, notice }: { username: string; notice: React.ReactNode }) {
  const user = usePersonViewStore((s) => (s.username === username.toLowerCase() ? s.user : null));
  if (!user?.visible) return <>{notice}</>;
  return (
    <div className="flex flex-col gap-6" data-testid="private-revealed">
      <PersonAbout profile={user} />
      <PersonSections profile={user} />
    </div>
  );
}
