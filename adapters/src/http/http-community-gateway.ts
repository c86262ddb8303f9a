import * as z from 'zod/mini';
import { COMMUNITY_API_PATHS, CommentPageSchema, CommunityAuthorSchema, PostCommentSchema, PostFeedPageSchema, PostSchema, type CommunityGateway } from '@modavi/core';
import type { HttpClient } from './http-client.js';

const P = COMMUNITY_API_PATHS;

/** CommunityGateway over `api/v1/community/...`; every answer is checked with core's schemas. */
export function httpCommunityGateway(client: HttpClient): CommunityGateway {
  return {
    feed: ({ filter, hashtag, cursor }) =>
      client.request({ method: 'GET', path: P.posts, schema: PostFeedPageSchema, query: { filter, hashtag: hashtag ?? undefined, cursor: cursor ?? undefined } }),
    userPosts: (userId, cursor) => client.request({ method: 'GET', path: P.userPosts(userId), schema: PostFeedPageSchema, query: { cursor: cursor ?? undefined } }),
    post: (id) => client.request({ method: 'GET', path: P.post(id), schema: PostSchema }),
    postCreate: (draft) => client.request({ method: 'POST', path: P.posts, schema: PostSchema, body: draft }),
    postEdit: (id, draft) => client.request({ method: 'PUT', path: P.post(id), schema: PostSchema, body: draft }),
    postDelete: (id) => client.request({ method: 'DELETE', path: P.post(id), schema: z.null() }),
    likeSet: (id, liked) => client.request({ method: liked ? 'POST' : 'DELETE', path: P.postLike(id), schema: PostSchema }),
    bookmarkSet: (id, bookmarked) => client.request({ method: bookmarked ? 'POST' : 'DELETE', path: P.postBookmark(id), schema: PostSchema }),
    shared: (id) => client.request({ method: 'POST', path: P.postShare(id), schema: PostSchema }),
    comments: (postId, cursor) => client.request({ method: 'GET', path: P.postComments(postId), schema: CommentPageSchema, query: { cursor: cursor ?? undefined } }),
    commentCreate: (postId, draft) => client.request({ method: 'POST', path: P.postComments(postId), schema: PostCommentSchema, body: draft }),
    commentEdit: (id, draft) => client.request({ method: 'PUT', path: P.comment(id), schema: PostCommentSchema, body: draft }),
    commentDelete: (id) => client.request({ method: 'DELETE', path: P.comment(id), schema: z.null() }),
    mentionCandidates: (postId) =>
      client.request({ method: 'GET', path: P.mentionCandidates, schema: z.array(CommunityAuthorSchema), query: { post_id: postId ?? undefined } }),
  };
}
