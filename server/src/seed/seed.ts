import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { catalogueGenerate } from './catalogue-generate.js';
import { catalogueInsert } from './catalogue-insert.js';
import { discoveryPrepare } from './discovery-seed.js';
import { commerceSeedIfEmpty } from './commerce-seed.js';
import { promosSeedIfEmpty } from '../collections/promos-seed.js';
import { videoSeed } from './video-seed.js';
import { reviewSeedIfEmpty } from './review-seed.js';
import { awardsSeedIfEmpty } from '../awards/awards-seed.js';
import { communitySeedIfEmpty } from '../community/community-seed.js';
import { incomeSeedIfEmpty } from '../seller-income/income-seed.js';

export interface SeedReport {
  readonly seeded: boolean;
  readonly products: number;
  readonly variants: number;
  readonly milliseconds: number;
}

/**
 * Fills an empty catalogue with the deterministic demo data. The lock and the emptiness
 * check share one transaction, so two servers starting together seed once.
 */
export async function seedIfEmpty(db: Db, seed?: number): Promise<SeedReport> {
  const started = performance.now();
  return db.transaction(async (tx) => {
    const typed = typedDb(tx);
    await typed.selectNoFrom(sql<string>`pg_advisory_xact_lock(hashtext(current_schema() || '.seed'))`.as('locked')).execute();
    const existing = await typed
      .selectNoFrom((eb) => eb.exists(eb.selectFrom('products').select(sql.lit(1).as('one'))).$castTo<boolean>().as('present'))
      .executeTakeFirst();
    if (existing?.present) {
      // A catalogue seeded before discovery existed still gets its data and search columns.
      await discoveryPrepare(tx);
      // Likewise its checkout data: reasons, payment and shipping settings, vouchers, promotions.
      await commerceSeedIfEmpty(tx);
      await promosSeedIfEmpty(tx);
      await videoSeed(tx);
      await reviewSeedIfEmpty(tx);
      await awardsSeedIfEmpty(tx);
      await communitySeedIfEmpty(tx);
      await incomeSeedIfEmpty(tx);
      return { seeded: false, products: 0, variants: 0, milliseconds: performance.now() - started };
    }
    const catalogue = catalogueGenerate(seed);
    await catalogueInsert(tx, catalogue);
    await discoveryPrepare(tx);
    await commerceSeedIfEmpty(tx);
    await promosSeedIfEmpty(tx);
    await videoSeed(tx);
    await reviewSeedIfEmpty(tx);
    await awardsSeedIfEmpty(tx);
    await communitySeedIfEmpty(tx);
    // A few weeks of seller income (issue 28): delivered orders' lines, payouts paid and processing.
    await incomeSeedIfEmpty(tx);
    return {
      seeded: true,
      products: catalogue.products.length,
      variants: catalogue.variants.length,
      milliseconds: performance.now() - started,
    };
  });
}
