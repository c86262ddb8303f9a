import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configFromEnv } from '../config.js';
import type { Db } from '../db/db.js';
import type { ScheduledJob } from './scheduled-job.js';
import { timerJobRunnerStart } from './timer-job-runner.js';

const config = configFromEnv({});
const noDb = {} as Db;
const PERIOD = 1_000;

describe('the embedded database runs the scheduled jobs on timers of its one process', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs each job once per period with the time it fell due, and a failing run is logged and tried again next period', async () => {
    const ran: number[] = [];
    const errors: unknown[] = [];
    let fail = true;
    const jobs: ScheduledJob[] = [
      { name: 'counts', periodMs: () => PERIOD, run: async (_db, now) => void ran.push(now) },
      {
        name: 'fails-once',
        periodMs: () => 2 * PERIOD,
        run: async () => {
          if (fail) {
            fail = false;
            throw new Error('database gone');
          }
        },
      },
    ];
    let now = 0;
    const runner = timerJobRunnerStart(noDb, config, jobs, (_message, error) => errors.push(error), () => now);
    for (let step = 1; step <= 4; step += 1) {
      now = step * PERIOD;
      await vi.advanceTimersByTimeAsync(PERIOD);
    }
    await runner.stop();
    expect(ran).toEqual([1_000, 2_000, 3_000, 4_000]);
    expect(errors).toEqual([new Error('database gone')]);
    await vi.advanceTimersByTimeAsync(10 * PERIOD);
    expect(ran).toHaveLength(4);
  });

  it('does not start a job again while its run is in progress, and stopping waits for that run', async () => {
    let started = 0;
    let finish: () => void = () => undefined;
    const slow: ScheduledJob = {
      name: 'slow',
      periodMs: () => PERIOD,
      run: () => {
        started += 1;
        return new Promise<void>((resolve) => {
          finish = resolve;
        });
      },
    };
    const runner = timerJobRunnerStart(noDb, config, [slow], () => undefined);
    await vi.advanceTimersByTimeAsync(5 * PERIOD);
    expect(started).toBe(1);
    let stopped = false;
    const stopping = runner.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });
});
