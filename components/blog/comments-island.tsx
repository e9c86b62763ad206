'use client';

import { island } from '@/components/ui/island';
import { hasSession, useUserStore } from '@/stores/user-store';

/**
 * The conversation under a post, a quiz or a contest entry (CommentsSection), as an island: the server renders the
 * comments, and their code (the list's logic, the forms, report and reply, about 6 KiB gzip) loads when the reader
 * comes near them or touches them, or at once for a logged-in reader (who gets the form and their own marks).
 */
export const CommentsIsland = island(
  () => import('./comments-section').then((m) => m.CommentsSection),
  (start) => {
    const check = () => {
      if (hasSession(useUserStore.getState())) start();
    };
    check();
    return useUserStore.subscribe(check);
  },
);
