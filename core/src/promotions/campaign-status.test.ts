import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CAMPAIGN_STATUSES, campaignStatus, campaignStatusRank, type CampaignFlags } from './campaign-status.js';
import { wildNumberArb } from '../testing/pricing-factories.js';

const timeArb = fc.integer({ min: 0, max: 1_000 });
const flagsArb: fc.Arbitrary<CampaignFlags> = fc.record({ endedEarly: fc.boolean(), deleted: fc.boolean() }, { requiredKeys: [] });

describe('campaignStatus', () => {
  it('gives exactly one known status for any numbers at all', () => {
    fc.assert(
      fc.property(wildNumberArb(), wildNumberArb(), wildNumberArb(), flagsArb, (start, end, now, flags) => {
        expect(CAMPAIGN_STATUSES).toContain(campaignStatus(start, end, now, flags));
      }),
    );
  });

  it('without flags, is running exactly on [start, end), upcoming before, ended from end on', () => {
    fc.assert(
      fc.property(timeArb, timeArb, timeArb, (start, end, now) => {
        const status = campaignStatus(start, end, now);
        const expected = [
          now < start && now < end ? 'upcoming' : null,
          start <= now && now < end ? 'running' : null,
          now >= end ? 'ended' : null,
        ].filter((s) => s !== null);
        expect(expected).toEqual([status]);
      }),
    );
  });

  it('only moves forward in time', () => {
    fc.assert(
      fc.property(timeArb, timeArb, timeArb, timeArb, flagsArb, (start, end, a, b, flags) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(campaignStatusRank(campaignStatus(start, end, early, flags))).toBeLessThanOrEqual(
          campaignStatusRank(campaignStatus(start, end, late, flags)),
        );
      }),
    );
  });

  it('lets a deletion outrank an early end, and both outrank the dates', () => {
    fc.assert(
      fc.property(timeArb, timeArb, timeArb, (start, end, now) => {
        expect(campaignStatus(start, end, now, { deleted: true, endedEarly: true })).toBe('deleted');
        expect(campaignStatus(start, end, now, { endedEarly: true })).toBe('ended_early');
      }),
    );
  });

  it.each([
    [50, 'upcoming'],
    [100, 'running'],
    [199, 'running'],
    [200, 'ended'],
  ] as const)('a campaign on [100, 200) at %s is %s', (now, expected) => {
    expect(campaignStatus(100, 200, now)).toBe(expected);
  });

  it('never runs when the start is after the end', () => {
    expect(campaignStatus(200, 100, 50)).toBe('upcoming');
    expect(campaignStatus(200, 100, 150)).toBe('ended');
    expect(campaignStatus(200, 100, 250)).toBe('ended');
  });
});
