/**
 * Community interactions told to the people they concern (issue 25; spec 4 names the
 * interaction kinds post=1, follower=2, following=3). One notification type,
 * `community_interaction`, with the event and the kind among its facts.
 */
export const COMMUNITY_EVENTS = ['like', 'comment', 'reply', 'mention', 'follow'] as const;
export type CommunityEvent = (typeof COMMUNITY_EVENTS)[number];

/** Spec 4's interaction kinds, as their wire numbers. */
export const COMMUNITY_INTERACTION_KIND = { post: 1, follower: 2, following: 3 } as const;

/** A follow is about the person (follower); everything else is about a post. */
export const communityInteractionKind = (event: CommunityEvent): number =>
  event === 'follow' ? COMMUNITY_INTERACTION_KIND.follower : COMMUNITY_INTERACTION_KIND.post;

/** What happened: who did it, and the people it may concern. */
export interface CommunityAct {
  readonly actorId: string;
  readonly event: 'like' | 'comment' | 'follow';
  /** The post's author (like, comment) or the person followed (follow). */
  readonly ownerId: string;
  /** A reply: the author of the comment replied to. */
  readonly parentAuthorId?: string | null;
  /** A comment's mentioned people. */
  readonly mentioned?: readonly string[];
}

/**
 * Who is told of an act, each once, with the event that concerns them most (being mentioned by
 * name, then being replied to, then a comment on one's post), and never the one who acted.
 */
export function communityRecipients(act: CommunityAct): { readonly userId: string; readonly event: CommunityEvent }[] {
  const told = new Map<string, CommunityEvent>();
  const tell = (userId: string | null | undefined, event: CommunityEvent) => {
    if (!userId || userId === act.actorId || told.has(userId)) return;
    told.set(userId, event);
  };
  for (const userId of act.mentioned ?? []) tell(userId, 'mention');
  tell(act.parentAuthorId, 'reply');
  tell(act.ownerId, act.event);
  return [...told].map(([userId, event]) => ({ userId, event }));
}
