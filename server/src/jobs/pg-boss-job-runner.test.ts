import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../config.js';
import type { Db } from '../db/db.js';
import { postgresDb } from '../db/postgres-db.js';
import { TEST_DATABASE_URL } from '../testing/test-db.js';
import { pgBossJobRunnerStart } from './pg-boss-job-runner.js';
import type { ScheduledJob } from './scheduled-job.js';

const config = configFromEnv({});
/** An hour: both runners offer the job within the same period slot. */
const PERIOD_MS = 3_600_000;

describe.skipIf(TEST_DATABASE_URL === '')('the job queue on PostgreSQL (issue 26)', () => {
  const schema = `modavi_test_${randomBytes(6).toString('hex')}`;
  const queueSchema = `${schema}_jobs`;
  let db: Db;
  beforeAll(async () => {
    db = await postgresDb({ url: TEST_DATABASE_URL, schema });
  });
  afterAll(async () => {
    await db?.close();
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await admin.query(`DROP SCHEMA IF EXISTS "${queueSchema}" CASCADE`);
    } finally {
      await admin.end();
    }
  });

  it('runs a due job once when two runners offer it, and keeps a record of the run', async () => {
    const runs: string[] = [];
    let ranOnce: () => void = () => undefined;
    const ran = new Promise<void>((resolve) => {
      ranOnce = resolve;
    });
    const job = (runner: string): ScheduledJob => ({
      name: 'count-runs',
      periodMs: () => PERIOD_MS,
      run: async () => {
        runs.push(runner);
        ranOnce();
      },
    });
    const errors: unknown[] = [];
    const log = (message: string, error?: unknown) => errors.push([message, error]);
    const queue = { url: TEST_DATABASE_URL, schema: queueSchema };
    // Each offers the job as it starts, and once more by hand: four offers, one period.
    const first = await pgBossJobRunnerStart(queue, db, config, [job('first')], log);
    const second = await pgBossJobRunnerStart(queue, db, config, [job('second')], log);
    try {
      await Promise.all([first.offer(), second.offer()]);
      await ran;
      const records = await db.query<{ state: string }>(`SELECT state FROM "${queueSchema}".job WHERE name = 'count-runs'`);
      expect(records).toHaveLength(1);
    } finally {
      await first.stop();
      await second.stop();
    }
    expect(runs).toHaveLength(1);
    const [record] = await db.query<{ state: string }>(`SELECT state FROM "${queueSchema}".job WHERE name = 'count-runs'`);
    expect(record?.state).toBe('completed');
    expect(errors).toEqual([]);
  }, 60_000);
});
