import { HISTORY_STORAGE_KEY, selectHistory, useHistoryStore } from '@/stores/history-store';
import { useUserStore } from '@/stores/user-store';

beforeEach(() => {
  window.localStorage.clear();
  useHistoryStore.setState({ history: {} });
});

describe('history store', () => {
  it('remembers viewed products newest first in localStorage, without repeats when unique', () => {
    const { push } = useHistoryStore.getState();
    push('product', { id: 1, name: 'Black Forest' }, { unique: true });
    push('product', { id: 2, name: 'Red Velvet' }, { unique: true });
    push('product', { id: 1, name: 'Black Forest' }, { unique: true });
    expect(selectHistory('product')(useHistoryStore.getState()).map((e) => e.id)).toEqual([1, 2]);
    const stored = JSON.parse(window.localStorage.getItem(HISTORY_STORAGE_KEY) ?? '{}') as { state: { history: Record<string, unknown[]> } };
    expect(stored.state.history.product).toHaveLength(2);
  });

  it('clears one type and keeps the others', () => {
    const { push } = useHistoryStore.getState();
    push('product', { id: 1 });
    push('search', { id: 'black forest' });
    useHistoryStore.getState().clearType('product');
    expect(useHistoryStore.getState().history).toEqual({ search: [{ id: 'black forest' }] });
  });
});

describe('user store', () => {
  it('starts as a visitor and goes back to one on reset', () => {
    expect(useUserStore.getState()).toMatchObject({ isLoggedIn: false, profile: null, data: null });
    useUserStore.getState().setUser({ id: 7, username: 'sita', name: 'Sita', email: 'sita@example.com' });
    expect(useUserStore.getState().isLoggedIn).toBe(true);
    useUserStore.getState().reset();
    expect(useUserStore.getState()).toMatchObject({ isLoggedIn: false, profile: null, data: null });
  });
});
