import { MINUTE_MS } from '../format/epoch-ms.js';

/**
 * How much one account, and one address, may publish in the community in a window (issue 24;
 * the spec is silent). An outside tester sent 60 posts and 60 comments in half a second and
 * mentioned 10 people in each of 30 comments. A person writes a post in minutes and a comment
 * in seconds; these leave that untouched and stop a script. An address is shared by a household
 * or a mobile carrier's NAT, so it holds several accounts' worth.
 */
export const COMMUNITY_BUDGET_WINDOW_MS = 10 * MINUTE_MS;

export interface CommunityBudget {
  readonly perAccount: number;
  readonly perAddress: number;
}

export const COMMUNITY_BUDGETS = {
  /** New posts (an edit is not a new post). */
  post: { perAccount: 5, perAddress: 20 },
  /** New comments and replies. */
  comment: { perAccount: 30, perAddress: 100 },
  /** People mentioned in posts and comments: each one notifies someone else. */
  mention: { perAccount: 30, perAddress: 100 },
  /** Shares noted (a guest's count once per place and post, see the share route). */
  share: { perAccount: 30, perAddress: 100 },
} as const satisfies Record<string, CommunityBudget>;

export type CommunityBudgetKind = keyof typeof COMMUNITY_BUDGETS;
