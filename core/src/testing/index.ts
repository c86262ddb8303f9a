/**
 * Test helpers of @modavi/core: factories and fast-check arbitraries. For tests only; not
 * part of the package's main entry (src/index.ts).
 */
export * from './factories.js';
export * from './arbitraries.js';
export * from './checkout-factories.js';
export * from './community-factories.js';
export * from './group-buy-factories.js';
export * from './identity-factories.js';
export * from './notifications-factories.js';
export * from './ordering-factories.js';
export * from './pricing-factories.js';
export * from './promotions-factories.js';
export * from './refunds-factories.js';
export * from './seller-catalogue-factories.js';
export * from './shop-factories.js';
export * from './tracking-factories.js';
export * from './discovery-factories.js';
export * from './machine-helpers.js';
