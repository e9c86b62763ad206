import {
  isNewAccount,
  MODERATION_MESSAGES,
  NEW_ACCOUNT_APPROVED_POSTS,
  NEW_ACCOUNT_DAYS,
  ownModeration,
  stateForNewPost,
  stateOfStatus,
} from '@/lib/domain/moderation';

// The new-account rule and where a new post goes: an account is new until it is 7 days old AND has 3 approved posts
// of the kind; a new account's post is held when the shop keeps the rule on, whatever "publish first" says.

const now = new Date('2026-11-26T06:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 24 * 60 * 60 * 1000);

describe('isNewAccount', () => {
  it('is new while younger than 7 days, however many posts were approved', () => {
    expect(isNewAccount({ createdAt: daysAgo(0), approvedPosts: 10 }, now)).toBe(true);
    expect(isNewAccount({ createdAt: daysAgo(NEW_ACCOUNT_DAYS - 0.01), approvedPosts: 10 }, now)).toBe(true);
  });

  it('is new while fewer than 3 posts of the kind were approved, however old the account', () => {
    expect(isNewAccount({ createdAt: daysAgo(400), approvedPosts: 0 }, now)).toBe(true);
    expect(isNewAccount({ createdAt: daysAgo(400), approvedPosts: NEW_ACCOUNT_APPROVED_POSTS - 1 }, now)).toBe(true);
  });

  it('is no longer new at 7 days old with 3 approved posts', () => {
    expect(isNewAccount({ createdAt: daysAgo(NEW_ACCOUNT_DAYS), approvedPosts: NEW_ACCOUNT_APPROVED_POSTS }, now)).toBe(false);
    expect(isNewAccount({ createdAt: daysAgo(90), approvedPosts: 12 }, now)).toBe(false);
  });
});

describe('stateForNewPost', () => {
  it('"hold until approved" holds everyone’s posts', () => {
    expect(stateForNewPost({ mode: 'hold', holdNewAccounts: false }, false)).toBe('held');
    expect(stateForNewPost({ mode: 'hold', holdNewAccounts: true }, true)).toBe('held');
  });

  it('"publish first" publishes an established account’s post and holds a new account’s while the rule is on', () => {
    expect(stateForNewPost({ mode: 'publish-first', holdNewAccounts: true }, false)).toBe('published');
    expect(stateForNewPost({ mode: 'publish-first', holdNewAccounts: true }, true)).toBe('held');
    expect(stateForNewPost({ mode: 'publish-first', holdNewAccounts: false }, true)).toBe('published');
  });
});

describe('states', () => {
  it('maps the stored statuses: approved = published, pending = held, rejected = hidden, a draft is not moderated', () => {
    expect(['approved', 'pending', 'rejected', 'draft'].map(stateOfStatus)).toEqual(['published', 'held', 'hidden', null]);
  });

  it('tells the author why their item is hidden, and that a held one waits; nothing for a published one', () => {
    expect(ownModeration('rejected', 'Shares a phone number')).toEqual({ state: 'hidden', reason: 'Shares a phone number' });
    expect(ownModeration('pending', null)).toEqual({ state: 'held', reason: null });
    expect(ownModeration('approved', null)).toBeNull();
  });

  it('names the kind in the blocked message', () => {
    expect(MODERATION_MESSAGES.blocked('comment')).toMatch(/post comments/);
    expect(MODERATION_MESSAGES.blocked('quiz')).toMatch(/post quizzes/);
  });
});
