import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT, TOKEN_SECRET_DEFAULT, configFromEnv } from '../config.js';
import { productionRefusal } from './production-refusal.js';

const PUBLIC = { MODAVI_PUBLIC_URL: 'https://modavi.example', MODAVI_CODE_PEPPER: 'a-long-random-pepper' };

describe('production refuses the default token secret and a missing public address', () => {
  it('names the variable when MODAVI_ENV=production keeps the default secret', () => {
    expect(productionRefusal(configFromEnv({ MODAVI_ENV: 'production', ...PUBLIC }))).toMatch(/MODAVI_TOKEN_SECRET/);
    expect(productionRefusal(configFromEnv({ MODAVI_ENV: 'production', MODAVI_TOKEN_SECRET: TOKEN_SECRET_DEFAULT, ...PUBLIC }))).not.toBeNull();
    expect(productionRefusal(configFromEnv({ MODAVI_ENV: 'production', MODAVI_TOKEN_SECRET: 'a-long-random-secret', ...PUBLIC }))).toBeNull();
    expect(productionRefusal(configFromEnv({}))).toBeNull();
  });

  it('names MODAVI_PUBLIC_URL when production has none or one that is no http(s) address (issue 24)', () => {
    const secret = { MODAVI_ENV: 'production', MODAVI_TOKEN_SECRET: 'a-long-random-secret', MODAVI_CODE_PEPPER: 'a-long-random-pepper' };
    expect(productionRefusal(configFromEnv(secret))).toMatch(/MODAVI_PUBLIC_URL/);
    expect(productionRefusal(configFromEnv({ ...secret, MODAVI_PUBLIC_URL: ' ' }))).toMatch(/MODAVI_PUBLIC_URL/);
    expect(productionRefusal(configFromEnv({ ...secret, MODAVI_PUBLIC_URL: 'modavi.vn' }))).toMatch(/MODAVI_PUBLIC_URL/);
    expect(productionRefusal(configFromEnv({ MODAVI_TOKEN_SECRET: 'x' }))).toBeNull();
  });

  it('names MODAVI_CODE_PEPPER when production has none: each process would key codes its own way (issue 26)', () => {
    const given = { MODAVI_ENV: 'production', MODAVI_TOKEN_SECRET: 'a-long-random-secret', MODAVI_PUBLIC_URL: 'https://modavi.example' };
    expect(productionRefusal(configFromEnv(given))).toMatch(/MODAVI_CODE_PEPPER/);
    expect(productionRefusal(configFromEnv({ ...given, MODAVI_CODE_PEPPER: '  ' }))).toMatch(/MODAVI_CODE_PEPPER/);
    expect(productionRefusal(configFromEnv({ ...given, MODAVI_CODE_PEPPER: 'a-long-random-pepper' }))).toBeNull();
  });

  it('the server exits at once, before opening the database', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', '--conditions=source', 'server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, MODAVI_ENV: 'production', MODAVI_TOKEN_SECRET: '', MODAVI_DATA_DIR: 'memory', PORT: '0', HOST: '127.0.0.1' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/MODAVI_TOKEN_SECRET/);
    expect(run.stdout).not.toMatch(/listening/);
  }, 60_000);
});
