import type { CampaignListState } from '../shop/seller-list-states.js';
import type { CampaignStatus } from './campaign-status.js';

/**
 * A running voucher or promotion is ended, not deleted (spec silent): buyers hold it in their
 * wallets or carts, and "ended early" tells them (and the seller's history) what happened,
 * where a deletion would leave it simply gone. Upcoming and ended ones may be deleted.
 */
export const CAMPAIGN_DELETE_WHILE_RUNNING = false;

/** What the seller may do with a voucher or promotion program in this state. */
export interface CampaignActions {
  /** Change it (a running one only in part, see the voucher and promotion checks). */
  readonly edit: boolean;
  /** End it early. */
  readonly end: boolean;
  readonly delete: boolean;
}

/** The seller's actions on a campaign at its status: an ended one is history, kept as it ran. */
export function campaignActions(status: CampaignStatus): CampaignActions {
  const live = status === 'upcoming' || status === 'running';
  return {
    edit: live,
    end: status === 'running',
    delete: status === 'running' ? CAMPAIGN_DELETE_WHILE_RUNNING : status !== 'deleted',
  };
}

/** The list tab a status falls under; a deleted campaign is in none. */
export const campaignListState = (status: CampaignStatus): CampaignListState | null =>
  status === 'deleted' ? null : status === 'ended_early' ? 'ended' : status;
