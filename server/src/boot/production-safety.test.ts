import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../config.js';
import type { Db } from '../db/db.js';
import { PGLITE_MEMORY } from '../db/pglite-db.js';
import { ROUTE_POLICIES } from '../http/policies/index.js';
import { registeredRoutes, ruleFind } from '../http/route-rules.js';
import { testApi } from '../testing/test-api.js';
import { databaseReady } from './database-ready.js';
import { devHelpersReport } from './dev-helpers-report.js';
import { productionRefusal } from './production-refusal.js';

const PRODUCTION_ENV = {
  MODAVI_ENV: 'production',
  MODAVI_TOKEN_SECRET: 'a-long-random-secret',
  MODAVI_CODE_PEPPER: 'a-long-random-pepper',
  MODAVI_PUBLIC_URL: 'https://modavi.example',
};

describe('production is safe by default (issue 26)', () => {
  const production = configFromEnv(PRODUCTION_ENV, { serveStatic: false, appDist: '/nonexistent/app/dist' });
  let db: Db;
  beforeAll(async () => {
    db = await databaseReady({ kind: 'pglite', dataDir: PGLITE_MEMORY }, { demoSeed: production.auth.devTools }, () => undefined);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it('starts with every required setting given', () => {
    expect(productionRefusal(production)).toBeNull();
  });

  it('mounts no development helper, stand-in provider, stand-in push service or sandbox gateway', () => {
    const app = testApi(db, { config: production });
    const helpers = registeredRoutes(app).filter((route) => {
      const policy = ruleFind(ROUTE_POLICIES, route)?.policy;
      return policy === 'dev' || policy === 'dev-page';
    });
    expect(helpers).toEqual([]);
    expect(registeredRoutes(app).filter((route) => /\/(dev|sandbox)\//.test(route.path))).toEqual([]);
    expect(devHelpersReport(app, production)).toEqual(['Development helpers: off (MODAVI_ENV=production).']);
    expect(production.runtime.devStandIns).toBe(false);
  });

  it('fills an empty database with the platform lists only: no demo shop, product, voucher or post', async () => {
    const [counts] = await db.query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM products) AS products, (SELECT count(*)::int FROM shops) AS shops,
              (SELECT count(*)::int FROM vouchers) AS vouchers, (SELECT count(*)::int FROM community_posts) AS posts,
              (SELECT count(*)::int FROM users) AS users,
              (SELECT count(*)::int FROM categories) AS categories, (SELECT count(*)::int FROM reasons WHERE type IN ('cancel', 'refund')) AS reasons`,
    );
    expect(counts).toMatchObject({ products: 0, shops: 0, vouchers: 0, posts: 0, users: 0 });
    expect(counts?.categories).toBeGreaterThan(0);
    expect(counts?.reasons).toBeGreaterThan(0);
  });
});
