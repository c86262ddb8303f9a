import { describe } from 'vitest';
import { memoryTestDb, postgresTestDb, TEST_DATABASE_URL } from '../testing/test-db.js';
import { cartSuite } from './cart-suite.js';

cartSuite('PGlite', () => memoryTestDb());

// PostgreSQL proper, in a schema of its own that is dropped afterwards.
describe.runIf(TEST_DATABASE_URL !== '')('with TEST_DATABASE_URL', () => {
  cartSuite('PostgreSQL', () => postgresTestDb(TEST_DATABASE_URL));
});
