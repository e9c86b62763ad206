import type { CommentView, ReactionKind, ReactionSummary, ReportReason } from '@/lib/domain/engagement';
import type { Pagination } from '@/lib/domain/catalogue-types';
import { api, authApi } from '../client';
import { endpoints } from '../endpoints';

// The comments, reactions and report calls (SPEC §7 comments list/add/delete/tag, reactions/add and delete,
// report). Loaded lazily (import()) by the blog's interactive parts, so reading a post never downloads axios.

type Envelope<T> = { data: T; meta?: { pagination?: Pagination } };

export type CommentPageAnswer = { comments: CommentView[]; commentCount: number; pagination: Pagination };
export type ReactionTarget = { targetType: string; targetId: number };

export const engagementCalls = {
  comments: async (target: ReactionTarget, page: number): Promise<CommentPageAnswer> => {
    const res = await authApi.get<Envelope<{ comments: CommentView[]; commentCount: number }>>(endpoints.comments, { params: { ...target, page } });
    return { ...res.data.data, pagination: res.data.meta!.pagination! };
  },
  addComment: async (target: ReactionTarget, body: string, parentId: number | null) =>
    (await authApi.post<Envelope<{ comment: CommentView; commentCount: number }>>(endpoints.commentsAdd, { ...target, body, parentId })).data.data,
  updateComment: async (commentId: number, body: string) =>
    (await authApi.post<Envelope<{ comment: CommentView }>>(endpoints.commentsUpdate, { commentId, body })).data.data,
  deleteComment: async (commentId: number) =>
    (await authApi.post<Envelope<{ id: number; deleted: number[]; commentCount: number }>>(endpoints.commentsDelete, { commentId })).data.data,
  tag: async (q: string) =>
    (await authApi.get<Envelope<{ users: Array<{ id: number; username: string; name: string; avatar: string | null }> }>>(endpoints.commentsTag, { params: { q } })).data.data.users,
  react: async (target: ReactionTarget, kind: ReactionKind, on: boolean) =>
    (await authApi.post<Envelope<{ reactions: ReactionSummary }>>(on ? endpoints.reactionsAdd : endpoints.reactionsDelete, { ...target, kind })).data.data.reactions,
  report: async (target: ReactionTarget, reason: ReportReason, details = '') =>
    (await authApi.post<Envelope<{ message: string }>>(endpoints.report, { ...target, reason, details })).data.data.message,
  /** The post's reactions with the reader's own (the page itself is cached for everyone). */
  postReactions: async (slug: string) =>
    (await authApi.get<Envelope<{ item: { reactions: ReactionSummary; commentCount: number } }>>(endpoints.blog(slug))).data.data.item,
};

export { api };
