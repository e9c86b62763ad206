/**
 * @jest-environment ./tests/support/jsdom-with-fetch.cjs
 */
// msw 2 needs the fetch API globals that plain jsdom lacks, and its Node build (see that environment file).
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ReactionBar } from '@/components/blog/reaction-bar';
import { emptyReactionCounts, type ReactionSummary } from '@/lib/domain/engagement';
import { useUserStore } from '@/stores/user-store';

jest.mock('react-hot-toast', () => ({ __esModule: true, default: { success: jest.fn(), error: jest.fn() } }));

// One reaction per person (issue 23 §4): a reader who liked a comment and now chooses Love sees their like move to
// love at once (one person, not two), and choosing Love again takes it back; the calls sent say the same.

const summary = (counts: Partial<ReactionSummary['counts']>, mine: ReactionSummary['mine']): ReactionSummary => {
  const all = { ...emptyReactionCounts(), ...counts };
  return { counts: all, total: Object.values(all).reduce((a, b) => a + b, 0), mine };
};

const sent: Array<{ path: string; body: unknown }> = [];
let answer: ReactionSummary = summary({}, []);
const server = setupServer(
  http.post('/api/V2/reactions/:action', async ({ request, params }) => {
    sent.push({ path: String(params.action), body: await request.json() });
    return HttpResponse.json({ data: { reactions: answer } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sent.length = 0;
  server.resetHandlers();
});
afterAll(() => server.close());

const countOf = (kind: string) => within(screen.getByRole('button', { name: new RegExp(`^${kind}`, 'i') })).getByTestId('reaction-count').textContent;

test('choosing another reaction moves yours at once (one person), and choosing it again takes it back', async () => {
  useUserStore.setState({ status: 'authenticated', isLoggedIn: true, profile: { id: 7, username: 'reader', name: 'Reader' } });
  let release: () => void = () => undefined;
  server.use(
    http.post('/api/V2/reactions/add', async ({ request }) => {
      sent.push({ path: 'add', body: await request.json() });
      await new Promise<void>((resolve) => (release = resolve));
      return HttpResponse.json({ data: { reactions: summary({ like: 1, love: 1 }, ['love']) } });
    }),
  );
  const user = userEvent.setup();
  render(<ReactionBar targetType="comment" targetId={9} initial={summary({ like: 2 }, ['like'])} subject="a comment" />);
  await user.click(screen.getByRole('button', { name: /^love/i }));
  // Still waiting for the server: the same person, moved from like to love.
  expect([countOf('like'), countOf('love')]).toEqual(['1', '1']);
  expect(screen.getAllByRole('button', { pressed: true }).map((b) => b.dataset.kind)).toEqual(['love']);
  release();
  await waitFor(() => expect(sent).toEqual([{ path: 'add', body: { targetType: 'comment', targetId: 9, kind: 'love' } }]));

  // Love again: taken back (reactions/delete), nobody's reaction pressed, one person fewer.
  answer = summary({ like: 1 }, []);
  await user.click(screen.getByRole('button', { name: /^love/i }));
  expect(countOf('love')).toBe('0');
  expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0);
  await waitFor(() => expect(sent[1]).toEqual({ path: 'delete', body: { targetType: 'comment', targetId: 9, kind: 'love' } }));
});
