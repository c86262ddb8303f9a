import type { Hono } from 'hono';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../db/db.js';
import { testApi, type TestApiOptions } from './test-api.js';
import { memoryTestDb, type TestDb, type TestDbOptions } from './test-db.js';

export interface TestServer {
  readonly test: TestDb;
  readonly db: Db;
  readonly app: Hono;
}

/**
 * A describe block's server: a fresh in-memory database (seeded unless told otherwise) and the
 * real app over it, made before the block's tests and disposed after them. Read its fields
 * inside tests, once the hooks have run.
 */
export function testServer(options: TestDbOptions & { readonly api?: TestApiOptions } = {}): TestServer {
  let test: TestDb | undefined;
  let app: Hono | undefined;
  beforeAll(async () => {
    test = await memoryTestDb(options);
    app = testApi(test.db, options.api);
  });
  afterAll(async () => {
    await test?.dispose();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('testServer is read before its beforeAll ran');
    return value;
  };
  return {
    get test() {
      return ready(test);
    },
    get db() {
      return ready(test).db;
    },
    get app() {
      return ready(app);
    },
  };
}
