import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../config.js';
import { jobsEnabled } from './scheduled-job.js';
import { SCHEDULED_JOBS } from './scheduled-jobs.js';

const PRODUCTION = { MODAVI_ENV: 'production', MODAVI_TOKEN_SECRET: 's', MODAVI_CODE_PEPPER: 'p', MODAVI_PUBLIC_URL: 'https://modavi.example' };

describe('the table of scheduled jobs', () => {
  it('names each job once, in words the job queue takes', () => {
    const names = SCHEDULED_JOBS.map((job) => job.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it('runs the carrier simulator outside production only; the platform deadlines, the refunds owed and the group-buy sweep and the seller payouts everywhere (issues 26, 28)', () => {
    expect(jobsEnabled(SCHEDULED_JOBS, configFromEnv({})).map((job) => job.name)).toEqual(['carrier-tick', 'order-deadlines', 'payment-refunds-send', 'group-buy-sweep', 'seller-payouts']);
    expect(jobsEnabled(SCHEDULED_JOBS, configFromEnv(PRODUCTION)).map((job) => job.name)).toEqual(['order-deadlines', 'payment-refunds-send', 'group-buy-sweep', 'seller-payouts']);
  });

  it('keeps the lifecycle period: a minute at the carrier speed 1, faster with the carrier', () => {
    const deadlines = SCHEDULED_JOBS.find((job) => job.name === 'order-deadlines');
    expect(deadlines?.periodMs(configFromEnv({}))).toBe(60_000);
    expect(deadlines?.periodMs(configFromEnv({ MODAVI_CARRIER_SPEED: '600' }))).toBe(500);
  });
});
