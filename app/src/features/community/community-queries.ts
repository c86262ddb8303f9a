import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CommunityGateway, FeedFilter, Post, PostFeedPage } from '@modavi/core';
import { resultUnwrap } from '../../queries/gateway-failure';

type Community = () => Promise<CommunityGateway>;

export const communityKeys = {
  all: ['community'] as const,
  feed: (filter: FeedFilter, tag: string | null) => ['community', 'feed', filter, tag ?? ''] as const,
  person: (userId: string) => ['community', 'person', userId] as const,
  post: (id: string) => ['community', 'post', id] as const,
  comments: (postId: string) => ['community', 'comments', postId] as const,
};

const pageNext = (last: PostFeedPage) => last.next_cursor ?? undefined;

/** The feed, newest first, a page at a time ("more posts" asks for the next cursor). */
export const feedQueryOptions = (community: Community, filter: FeedFilter, tag: string | null) =>
  infiniteQueryOptions({
    queryKey: communityKeys.feed(filter, tag),
    queryFn: async ({ pageParam }) => resultUnwrap((await community()).feed({ filter, hashtag: tag, cursor: pageParam })),
    initialPageParam: null as string | null,
    getNextPageParam: pageNext,
  });

/** A person's posts, for their wall. */
export const personPostsQueryOptions = (community: Community, userId: string) =>
  infiniteQueryOptions({
    queryKey: communityKeys.person(userId),
    queryFn: async ({ pageParam }) => resultUnwrap((await community()).userPosts(userId, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: pageNext,
  });

export const postQueryOptions = (community: Community, id: string) =>
  queryOptions({ queryKey: communityKeys.post(id), queryFn: async () => resultUnwrap((await community()).post(id)) });

export const commentsQueryOptions = (community: Community, postId: string) =>
  infiniteQueryOptions({
    queryKey: communityKeys.comments(postId),
    queryFn: async ({ pageParam }) => resultUnwrap((await community()).comments(postId, pageParam)),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });

/** A post's new state (a like, a bookmark, an edit) shown wherever it is listed, without refetching the lists. */
export function postReplace(client: QueryClient, post: Post): void {
  client.setQueryData(communityKeys.post(post._id), post);
  client.setQueriesData<{ pages: PostFeedPage[]; pageParams: unknown[] }>({ queryKey: communityKeys.all }, (data) =>
    data && Array.isArray(data.pages) && data.pages.every((page) => Array.isArray(page.items))
      ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map((item) => (item._id === post._id ? post : item)) })) }
      : data,
  );
}

/** After a post is written or deleted, every list reads again. */
export const communityInvalidate = (client: QueryClient) => client.invalidateQueries({ queryKey: communityKeys.all });
