import { describe, expect, it } from 'vitest';
import { configFromEnv, TOKEN_SECRET_DEFAULT } from './config.js';
import { dbOptionsFromEnv } from './db/open-db.js';
import { schemaNameCheck } from './db/postgres-db.js';

describe('configuration from the environment', () => {
  it('defaults to same-origin addresses and the development secret', () => {
    const config = configFromEnv({});
    expect(config.runtime).toEqual({
      commerceApi: '',
      communityApi: '',
      chatSocket: '',
      tokenSecret: TOKEN_SECRET_DEFAULT,
      firebase: { apiKey: '', projectId: '', messagingSenderId: '', appId: '', vapidKey: null },
      devStandIns: true,
      carrierMakesWaybill: false,
    });
    expect(config.countryOverride).toBeNull();
    expect(config.corsOrigins).toEqual([]);
  });

  it('reads the Firebase web config, and production turns the stand-ins off', () => {
    const config = configFromEnv({ MODAVI_ENV: 'production', MODAVI_FIREBASE_PROJECT_ID: ' modavi ', MODAVI_FIREBASE_VAPID_KEY: 'BKey' });
    expect(config.runtime.firebase).toMatchObject({ projectId: 'modavi', vapidKey: 'BKey' });
    expect(config.runtime.devStandIns).toBe(false);
  });

  it('reads addresses, secret, country and CORS origins', () => {
    const config = configFromEnv({
      MODAVI_COMMERCE_API: 'https://api.test',
      MODAVI_TOKEN_SECRET: 'k',
      MODAVI_COUNTRY_OVERRIDE: 'KR',
      MODAVI_CORS_ORIGINS: 'http://localhost:5173/, https://app.test',
    });
    expect(config.runtime).toMatchObject({ commerceApi: 'https://api.test', tokenSecret: 'k' });
    expect(config.countryOverride).toBe('KR');
    expect(config.corsOrigins).toEqual(['http://localhost:5173', 'https://app.test']);
  });

  it('picks PostgreSQL when DATABASE_URL is set, else PGlite', () => {
    expect(dbOptionsFromEnv({ MODAVI_DATA_DIR: 'memory' })).toEqual({ kind: 'pglite', dataDir: 'memory' });
    expect(dbOptionsFromEnv({}).kind).toBe('pglite');
    expect(dbOptionsFromEnv({ DATABASE_URL: 'postgres://x/y', DATABASE_SCHEMA: 'trial' })).toEqual({
      kind: 'postgres',
      url: 'postgres://x/y',
      schema: 'trial',
    });
  });

  it('accepts only plain schema names', () => {
    expect(schemaNameCheck('modavi_test_1')).toBe('modavi_test_1');
    for (const bad of ['Upper', 'a;drop', '1abc', '']) expect(() => schemaNameCheck(bad)).toThrow();
  });
});
