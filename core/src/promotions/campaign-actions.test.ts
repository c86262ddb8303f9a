import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CAMPAIGN_STATUSES } from './campaign-status.js';
import { CAMPAIGN_DELETE_WHILE_RUNNING, campaignActions, campaignListState } from './campaign-actions.js';

describe('campaignActions', () => {
  it('edits only a live campaign, ends only a running one, and never acts on a deleted one', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CAMPAIGN_STATUSES), (status) => {
        const actions = campaignActions(status);
        expect(actions.edit).toBe(status === 'upcoming' || status === 'running');
        expect(actions.end).toBe(status === 'running');
        if (status === 'deleted') expect(actions).toEqual({ edit: false, end: false, delete: false });
        if (status === 'running') expect(actions.delete).toBe(CAMPAIGN_DELETE_WHILE_RUNNING);
      }),
    );
  });

  it('lists an early end under ended and a deletion nowhere', () => {
    expect(CAMPAIGN_STATUSES.map(campaignListState)).toEqual(['upcoming', 'running', 'ended', 'ended', null]);
  });
});
