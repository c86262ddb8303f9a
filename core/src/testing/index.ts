/**
 * Test helpers of @modavi/core: factories and fast-check arbitraries. For tests only; not
 * part of the package's main entry (src/index.ts).
 */
export * from './factories.js';
export * from './arbitraries.js';
