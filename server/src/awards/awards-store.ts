import { awardsEditionCurrent, awardsRanks, type AwardsCategory, type AwardsEdition, type AwardsNomineeKind } from '@modavi/core';
import type { Db } from '../db/db.js';

interface EditionRow {
  readonly id: string;
  readonly year: number;
  readonly name: string;
  readonly startsMs: number;
  readonly endsMs: number;
}

interface NomineeRow {
  readonly id: string;
  readonly category_id: string;
  readonly kind: AwardsNomineeKind;
  readonly target_id: string;
  readonly name: string;
  readonly image: string | null;
  readonly votes: number;
}

/** The edition the page shows now (core's awardsEditionCurrent), without its categories. */
export async function awardsEditionShown(db: Db, nowMs: number): Promise<EditionRow | null> {
  const editions = await db.query<EditionRow>(
    `SELECT id, year, name, (extract(epoch FROM voting_starts_at) * 1000)::float8 AS "startsMs",
            (extract(epoch FROM voting_ends_at) * 1000)::float8 AS "endsMs"
       FROM awards_editions`,
  );
  return awardsEditionCurrent(editions, nowMs);
}

/** An edition with its categories in order and each category's nominees, most votes first, ranked. */
export async function awardsEditionRead(db: Db, edition: EditionRow, open: boolean): Promise<AwardsEdition> {
  const categories = await db.query<{ id: string; name: string; name_en: string; kind: AwardsNomineeKind }>(
    'SELECT id, name, name_en, kind FROM awards_categories WHERE edition_id = $1 ORDER BY position',
    [edition.id],
  );
  const nominees = await db.query<NomineeRow>(
    `SELECT n.id, n.category_id, CASE WHEN n.shop_id IS NULL THEN 'product' ELSE 'shop' END AS kind,
            coalesce(n.shop_id, n.product_id) AS target_id, coalesce(s.name, p.name) AS name,
            CASE WHEN n.shop_id IS NULL THEN p.images->>0 ELSE s.avatar END AS image, n.votes
       FROM awards_nominees n
       JOIN awards_categories c ON c.id = n.category_id
       LEFT JOIN shops s ON s.id = n.shop_id
       LEFT JOIN products p ON p.id = n.product_id
      WHERE c.edition_id = $1
      ORDER BY n.votes DESC, n.position`,
    [edition.id],
  );
  const withNominees = categories.map((category): AwardsCategory => {
    const own = nominees.filter((nominee) => nominee.category_id === category.id);
    const ranks = awardsRanks(own.map((nominee) => nominee.votes));
    return {
      ...category,
      nominees: own.map(({ category_id: _category, ...nominee }, index) => ({ ...nominee, rank: ranks[index] ?? 1 })),
    };
  });
  return {
    id: edition.id,
    year: edition.year,
    name: edition.name,
    voting_starts_at: new Date(edition.startsMs).toISOString(),
    voting_ends_at: new Date(edition.endsMs).toISOString(),
    open,
    categories: withNominees,
  };
}

/** The edition a nominee belongs to (its window decides whether a vote is taken). */
export async function awardsNomineeEdition(db: Db, nomineeId: string): Promise<{ startsMs: number; endsMs: number } | null> {
  const [row] = await db.query<{ startsMs: number; endsMs: number }>(
    `SELECT (extract(epoch FROM e.voting_starts_at) * 1000)::float8 AS "startsMs", (extract(epoch FROM e.voting_ends_at) * 1000)::float8 AS "endsMs"
       FROM awards_nominees n JOIN awards_categories c ON c.id = n.category_id JOIN awards_editions e ON e.id = c.edition_id
      WHERE n.id = $1`,
    [nomineeId],
  );
  return row ?? null;
}
