import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { configFromEnv, REPO_ROOT } from '../config.js';
import { jobsEnabled } from '../jobs/scheduled-job.js';
import { SCHEDULED_JOBS } from '../jobs/scheduled-jobs.js';
import { TEST_DATABASE_URL } from '../testing/test-db.js';

const PRODUCTION_ENV = {
  MODAVI_ENV: 'production',
  MODAVI_TOKEN_SECRET: 'a-long-random-secret',
  MODAVI_CODE_PEPPER: 'a-long-random-pepper',
  MODAVI_PUBLIC_URL: 'https://modavi.example',
};

interface Started {
  readonly child: ChildProcess;
  readonly output: string[];
  readonly address: string;
}

/** Starts `npm start`'s server entry with a role; resolves with the address it reports. */
const serverStart = (env: Record<string, string>, ready: RegExp): Promise<Started> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    const take = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) {
        output.push(line);
        const address = /(http:\/\/\S+)/.exec(line)?.[1];
        if (ready.test(line) && address) resolve({ child, output, address });
      }
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('exit', (code) => reject(new Error(`exited (${code}) before it was ready:\n${output.join('\n')}`)));
  });

const stopped = (child: ChildProcess): Promise<number | null> =>
  new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });

describe.skipIf(TEST_DATABASE_URL === '')('roles as real processes on PostgreSQL (issue 26)', () => {
  const schema = `modavi_test_${randomBytes(6).toString('hex')}`;
  const env = { ...PRODUCTION_ENV, DATABASE_URL: TEST_DATABASE_URL, DATABASE_SCHEMA: schema };
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  const schemaExists = async (name: string) =>
    (await admin.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = $1) AS present', [name])).rows[0]?.present;
  afterAll(async () => {
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`).catch(() => undefined);
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}_jobs" CASCADE`).catch(() => undefined);
    await admin.end();
  });

  it('a web process serves the site and starts no job; a worker runs the jobs (no carrier in production) and answers only its health', async () => {
    await admin.connect();
    const web = await serverStart({ ...env, MODAVI_ROLE: 'web' }, /listening on/);
    try {
      expect((await fetch(`${web.address}/api/v1/public/categories`)).status).toBe(200);
      expect(web.output.join('\n')).not.toMatch(/Scheduled jobs/);
      expect(await schemaExists(`${schema}_jobs`)).toBe(false);
    } finally {
      expect(await stopped(web.child)).toBe(0);
    }

    const worker = await serverStart({ ...env, MODAVI_ROLE: 'worker' }, /answering GET \/health/);
    try {
      await new Promise<void>((resolve) => {
        const check = () => (worker.output.some((line) => line.includes('Scheduled jobs: running')) ? resolve() : setTimeout(check, 50));
        check();
      });
      expect(await (await fetch(`${worker.address}/health`)).json()).toEqual({ status: 'ok', role: 'worker' });
      expect((await fetch(`${worker.address}/api/v1/public/categories`)).status).toBe(404);
      const queues = await admin.query<{ name: string }>(`SELECT name FROM "${schema}_jobs".queue ORDER BY name`);
      // Exactly the jobs production enables (no carrier simulator), each a queue of its own.
      const enabled = jobsEnabled(SCHEDULED_JOBS, configFromEnv({ ...PRODUCTION_ENV, ...env })).map((job) => job.name);
      expect(enabled).not.toContain('carrier-tick');
      expect(queues.rows.map((row) => row.name)).toEqual([...enabled].sort());
    } finally {
      expect(await stopped(worker.child)).toBe(0);
    }
  }, 180_000);
});
