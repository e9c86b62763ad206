import { insertComment, mentionQueryAt, mergeCommentPage, removeComment, replaceComment } from '@/lib/domain/comment-list';
import { emptyReactionCounts, type CommentView } from '@/lib/domain/engagement';

const comment = (id: number, parentId: number | null = null, replies: CommentView[] = []): CommentView => ({
  id,
  targetType: 'blog_post',
  targetId: 1,
  parentId,
  body: `comment ${id}`,
  createdAt: new Date(Date.now() - id * 1000).toISOString(),
  editedAt: null,
  author: { id: 1, username: 'sita.demo', name: 'Sita', avatar: null },
  mentions: [],
  reactions: { counts: emptyReactionCounts(), total: 0, mine: [] },
  replyCount: replies.length,
  replies,
  isMine: false,
});

describe('the comment list (SPEC §4: page 1 replaces, later pages append)', () => {
  it('replaces the list with page 1 and appends later pages without repeating a conversation', () => {
    const shown = [comment(1), comment(2)];
    expect(mergeCommentPage(shown, [comment(3)], 1).map((c) => c.id)).toEqual([3]);
    expect(mergeCommentPage(shown, [comment(2), comment(4)], 2).map((c) => c.id)).toEqual([1, 2, 4]);
  });

  it('puts a new conversation on top and a reply at the end of its conversation', () => {
    const list = [comment(1, null, [comment(10, 1)]), comment(2)];
    expect(insertComment(list, comment(5)).map((c) => c.id)).toEqual([5, 1, 2]);
    const withReply = insertComment(list, comment(11, 1));
    expect(withReply[0]!.replies.map((r) => r.id)).toEqual([10, 11]);
    expect(withReply[0]!.replyCount).toBe(2);
    // The same reply twice (a double answer) is shown once.
    expect(insertComment(withReply, comment(11, 1))[0]!.replies).toHaveLength(2);
  });

  it('changes or removes a comment wherever it is', () => {
    const list = [comment(1, null, [comment(10, 1)]), comment(2)];
    expect(replaceComment(list, 10, (c) => ({ ...c, body: 'edited' }))[0]!.replies[0]!.body).toBe('edited');
    expect(replaceComment(list, 2, (c) => ({ ...c, body: 'edited' }))[1]!.body).toBe('edited');
    expect(removeComment(list, 10)[0]!.replies).toEqual([]);
    expect(removeComment(list, 1).map((c) => c.id)).toEqual([2]);
  });

  it('knows the @name being typed before the cursor', () => {
    expect(mentionQueryAt('Thanks @sun', 11)).toEqual({ query: 'sun', start: 7 });
    expect(mentionQueryAt('Thanks @sun and', 15)).toBeNull();
    expect(mentionQueryAt('mail sita@exa', 13)).toBeNull();
  });
});
