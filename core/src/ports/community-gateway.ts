import type { Post } from '../community/post.js';
import type { CommunityAuthor } from '../community/community-author.js';
import type { CommentPage, FeedQuery, PostComment, PostFeedPage } from '../community/post-feed.js';
import type { Result } from '../shared/result.js';
import type { GatewayError } from './gateway-error.js';

type Answer<T> = Promise<Result<T, GatewayError>>;

/** What the composer sends: the draft as core's postValidate reads it (content, media, product_ids, body_shape). */
export type PostWrite = Readonly<Record<string, unknown>>;
/** What the comment form sends: content, images (one), mentions, and parent_id for a reply. */
export type CommentWrite = Readonly<Record<string, unknown>>;

/** The community feed: posts, likes, bookmarks and comments. */
export interface CommunityGateway {
  feed(query: FeedQuery): Answer<PostFeedPage>;
  userPosts(userId: string, cursor: string | null): Answer<PostFeedPage>;
  post(id: string): Answer<Post>;
  postCreate(draft: PostWrite): Answer<Post>;
  postEdit(id: string, draft: PostWrite): Answer<Post>;
  postDelete(id: string): Answer<null>;
  likeSet(id: string, liked: boolean): Answer<Post>;
  bookmarkSet(id: string, bookmarked: boolean): Answer<Post>;
  /** Counts a share by the caller (once per person or guest). */
  shared(id: string): Answer<Post>;
  comments(postId: string, cursor: string | null): Answer<CommentPage>;
  commentCreate(postId: string, draft: CommentWrite): Answer<PostComment>;
  commentEdit(id: string, draft: CommentWrite): Answer<PostComment>;
  commentDelete(id: string): Answer<null>;
  /** The people the caller may mention: followed first, then the post's participants (issue 25.9). */
  mentionCandidates(postId: string | null): Answer<readonly CommunityAuthor[]>;
}
