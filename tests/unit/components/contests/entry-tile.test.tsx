import { render, screen } from '@testing-library/react';
import { EntryTile } from '@/components/contests/entry-tile';
import type { EntryCard } from '@/lib/server/services/contests/types';
import { useUserStore } from '@/stores/user-store';

jest.mock('next/navigation', () => jest.requireActual('../layout/navigation-mock').nextNavigationMock());

// An entrant cannot vote for their own entry (issue 23 §4): their own tile offers no vote button and says whose it
// is; anyone else's tile offers the vote.

const entry = (contestantId: number): EntryCard => ({
  id: 81,
  title: 'Marigold rangoli cake',
  photo: null,
  url: '/contest/detail/81',
  voteCount: 12,
  voteCountText: '12',
  place: null,
  createdAt: '2026-11-20T06:15:00.000Z',
  contestant: { id: contestantId, username: 'kabita', name: 'Kabita Pun', avatar: null },
});

beforeEach(() => useUserStore.setState({ status: 'authenticated', isLoggedIn: true, profile: { id: 7, username: 'kabita', name: 'Kabita Pun' } }));

test('the entrant sees “Your entry” on their own entry instead of a vote button; another entry offers the vote', () => {
  const { unmount } = render(<EntryTile entry={entry(7)} canVote />);
  expect(screen.queryByRole('button', { name: /vote/i })).not.toBeInTheDocument();
  expect(screen.getByTestId('own-entry')).toHaveTextContent('Your entry: you cannot vote for it');
  unmount();
  render(<EntryTile entry={entry(8)} canVote />);
  expect(screen.getByRole('button', { name: 'Vote for Marigold rangoli cake' })).toBeEnabled();
  expect(screen.queryByTestId('own-entry')).not.toBeInTheDocument();
});
