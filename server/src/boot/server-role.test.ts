import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config.js';
import { ROLE_DUTIES, roleFromEnv } from './server-role.js';

const POSTGRES = { DATABASE_URL: 'postgres://db.example/modavi' };

describe('MODAVI_ROLE (issue 26)', () => {
  it('reads web, worker and all, all by default', () => {
    expect(roleFromEnv({})).toEqual({ role: 'all' });
    expect(roleFromEnv({ MODAVI_ROLE: ' ' })).toEqual({ role: 'all' });
    expect(roleFromEnv({ ...POSTGRES, MODAVI_ROLE: 'web' })).toEqual({ role: 'web' });
    expect(roleFromEnv({ ...POSTGRES, MODAVI_ROLE: 'Worker' })).toEqual({ role: 'worker' });
    expect(roleFromEnv({ ...POSTGRES, MODAVI_ROLE: 'all' })).toEqual({ role: 'all' });
  });

  it('refuses an unknown role, naming the known ones', () => {
    expect(roleFromEnv({ ...POSTGRES, MODAVI_ROLE: 'scheduler' }).refusal).toMatch(/MODAVI_ROLE must be one of web, worker, all: got 'scheduler'/);
  });

  it('refuses a split role on the embedded database, which one process holds alone', () => {
    expect(roleFromEnv({ MODAVI_ROLE: 'web' }).refusal).toMatch(/MODAVI_ROLE=web needs PostgreSQL/);
    expect(roleFromEnv({ MODAVI_ROLE: 'worker' }).refusal).toMatch(/MODAVI_ROLE=worker needs PostgreSQL/);
  });

  it('gives the web role HTTP and no jobs, the worker jobs and no site, all both', () => {
    expect(ROLE_DUTIES).toEqual({ web: { http: true, jobs: false }, worker: { http: false, jobs: true }, all: { http: true, jobs: true } });
  });

  it('the server exits at once on an unknown role, before opening the database', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--conditions=source', 'server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, MODAVI_ROLE: 'scheduler', MODAVI_DATA_DIR: 'memory', PORT: '0', HOST: '127.0.0.1' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/MODAVI_ROLE must be one of/);
    expect(run.stdout).not.toMatch(/listening|Migrated/);
  }, 60_000);
});
