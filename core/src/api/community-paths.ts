/**
 * The community feed's API (spec 2, 3: posts, likes, bookmarks, comments), apart from API_PATHS so
 * only the feed's, the post's and the walls' chunks carry it. Reads take any caller (a guest's
 * no-login token or none); writes need an account.
 */
export const COMMUNITY_API_PATHS = {
  /** GET: the feed, newest first: `?filter=all|following|bookmarks&hashtag=&cursor=&limit=`. POST: a new post. */
  posts: 'api/v1/community/posts',
  /** GET: one post. PUT: the author's edit. DELETE: the author removes it. */
  post: (id: string) => `api/v1/community/posts/${encodeURIComponent(id)}`,
  /** POST: like, DELETE: unlike; both idempotent, both answer the post. */
  postLike: (id: string) => `api/v1/community/posts/${encodeURIComponent(id)}/like`,
  /** POST: bookmark, DELETE: remove the bookmark; both idempotent, both answer the post. */
  postBookmark: (id: string) => `api/v1/community/posts/${encodeURIComponent(id)}/bookmark`,
  /** POST: the caller shared the post (copied its link or used the share sheet); counted once per person or guest. */
  postShare: (id: string) => `api/v1/community/posts/${encodeURIComponent(id)}/share`,
  /** GET: top-level comments, oldest first, each with its replies (`?cursor=`). POST: a comment or (with parent_id) a reply. */
  postComments: (id: string) => `api/v1/community/posts/${encodeURIComponent(id)}/comments`,
  /** PUT: the author's edit of a comment. DELETE: the author removes it (and its replies). */
  comment: (id: string) => `api/v1/community/comments/${encodeURIComponent(id)}`,
  /**
   * GET: the people the caller may mention (issue 25.9): those it follows, then those who took
   * part in the post (`?post_id=`: its author and commenters); never the caller itself.
   */
  mentionCandidates: 'api/v1/community/mention-candidates',
  /** GET: a person's posts, newest first (their wall), `?cursor=`. */
  userPosts: (id: string) => `api/v1/community/users/${encodeURIComponent(id)}/posts`,
} as const;
