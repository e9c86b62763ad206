/**
 * @jest-environment ./tests/support/jsdom-with-fetch.cjs
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { PersonActions } from '@/components/people/person-actions';
import { FollowsBootstrap } from '@/components/people/follows-bootstrap';
import { useFollowsStore } from '@/stores/follows-store';
import { usePersonViewStore } from '@/stores/person-view-store';
import { useUserStore } from '@/stores/user-store';

// SPEC §4: follows load once the auth check has a confirmed person; SPEC §9: one follow action per 1000 ms.

const API = (path: string) => `/api/V2/${path}`;
const calls: string[] = [];
let followed: number[] = [];
let followers = 10;

const server = setupServer(
  http.get(API('followers/index'), () => {
    calls.push('index');
    return HttpResponse.json({ data: { followList: { user: followed, business: [] } } });
  }),
  http.get(API('user/pema_sherpa'), () =>
    HttpResponse.json({
      data: {
        user: { id: 3, username: 'pema_sherpa', name: 'Pema Sherpa', visible: true, counts: { followers, connections: 2 }, reviews: [] },
        viewer: { connection: { state: 'none', canSendAfter: null }, following: followed.includes(3) },
      },
    }),
  ),
  http.post(API('followers/add'), () => {
    calls.push('add');
    followed = [3];
    followers += 1;
    return HttpResponse.json({ data: { type: 'user', id: 3, following: true, followers, followList: { user: followed, business: [] } } });
  }),
  http.post(API('followers/delete'), () => {
    calls.push('delete');
    followed = [];
    followers -= 1;
    return HttpResponse.json({ data: { type: 'user', id: 3, following: false, followers, followList: { user: followed, business: [] } } });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
  followed = [];
  followers = 10;
  useUserStore.getState().reset();
  usePersonViewStore.getState().clear();
});
afterAll(() => server.close());

const logIn = () => useUserStore.getState().setUser({ id: 7, username: 'asha', name: 'Asha Shrestha', confirmed: true });

test('follows load once after the auth check, and are forgotten at logout', async () => {
  followed = [3, 9];
  render(<FollowsBootstrap />);
  expect(calls).toEqual([]); // a visitor: nothing to load
  logIn();
  await waitFor(() => expect(useFollowsStore.getState()).toMatchObject({ status: 'ready', user: [3, 9] }));
  expect(calls).toEqual(['index']);
  useUserStore.getState().reset();
  await waitFor(() => expect(useFollowsStore.getState()).toMatchObject({ status: 'idle', user: [] }));
});

test('the Follow button acts at most once per second however fast it is pressed', async () => {
  jest.useFakeTimers({ advanceTimers: true, doNotFake: ['queueMicrotask'] });
  try {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    logIn();
    render(<PersonActions personId={3} username="pema_sherpa" name="Pema Sherpa" counts={{ followers: 10, connections: 2 }} />);
    // The viewer's answer first (as a person sees the page before pressing anything).
    await waitFor(() => expect(usePersonViewStore.getState().viewer).not.toBeNull());
    const follow = await screen.findByRole('button', { name: 'Follow' });
    await user.click(follow);
    await waitFor(() => expect(screen.getByTestId('person-counts')).toHaveTextContent('11 followers'));
    // The answer is in (nothing is busy), but the second has not passed: this press is ignored.
    await user.click(screen.getByRole('button', { name: 'Following' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((c) => c !== 'index')).toEqual(['add']);
    expect(screen.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    jest.advanceTimersByTime(1000);
    await user.click(screen.getByRole('button', { name: 'Following' }));
    await screen.findByRole('button', { name: 'Follow' });
    await waitFor(() => expect(calls.filter((c) => c !== 'index')).toEqual(['add', 'delete']));
    await waitFor(() => expect(screen.getByTestId('person-counts')).toHaveTextContent('10 followers'));
  } finally {
    jest.useRealTimers();
  }
});
