import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { SEED } from '../seed/catalogue-generate.js';
import { createRandom, type Random } from '../seed/random.js';
import { SEED_RUNNING_FROM, SEED_RUNNING_UNTIL, SEED_UPCOMING_FROM } from '../seed/voucher-seed.js';

/** Where a banner's generated cover is served (a 1340x754 SVG, the spec's cover ratio). */
export const bannerCoverPath = (bannerId: string): string => `/media/banners/${bannerId}.svg`;

type ProductFact = Awaited<ReturnType<typeof productFacts>>[number];

/** The seeded catalogue's products that can be put forward: listed, in stock, in catalogue order. */
const productFacts = (db: Db) =>
  typedDb(db)
    .selectFrom('products as p')
    .innerJoin('shops as s', 's.id', 'p.shop_id')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select(['p.id', 'p.shop_id', 's.country', 'c.vertical', 'c.slug', 'p.sale_price'])
    .where('p.listed', '=', true)
    .where('p.quantity', '>', 0)
    .orderBy('p.position')
    .execute();

/** The seeded collections: a theme and which products fit it. */
const COLLECTION_THEMES: readonly {
  readonly title: string;
  readonly description: string;
  readonly fits: (product: ProductFact) => boolean;
}[] = [
  {
    title: 'Phong cách công sở thanh lịch',
    description: 'Áo sơ mi, váy đầm và phụ kiện cho những ngày đi làm gọn gàng, tự tin.',
    fits: (p) => ['ao-so-mi', 'vay-dam', 'tui-xach', 'phu-kien'].includes(p.slug),
  },
  {
    title: 'Dạo phố cuối tuần',
    description: 'Áo thun, quần jeans, áo khoác và giày dép cho những buổi hẹn cuối tuần.',
    fits: (p) => ['ao-thun', 'quan-jeans', 'ao-khoac', 'giay-dep'].includes(p.slug),
  },
  {
    title: 'Chăm da mỗi ngày',
    description: 'Sữa rửa mặt, kem dưỡng, mặt nạ và kem chống nắng cho làn da khỏe.',
    fits: (p) => ['sua-rua-mat', 'kem-duong-da', 'mat-na', 'kem-chong-nang'].includes(p.slug),
  },
  {
    title: 'Trang điểm và hương thơm',
    description: 'Son môi và nước hoa được yêu thích nhất mùa này.',
    fits: (p) => ['son-moi', 'nuoc-hoa'].includes(p.slug),
  },
  {
    title: 'Hàng Hàn Quốc được yêu thích',
    description: 'Thời trang và mỹ phẩm từ các cửa hàng Hàn Quốc trên Modavi.',
    fits: (p) => p.country === 'KR',
  },
  {
    title: 'Quà tặng dưới 300K',
    description: 'Những món quà xinh xắn với giá dưới 300.000đ.',
    fits: (p) => p.sale_price < 300_000,
  },
];

export const COLLECTION_PRODUCTS = 16;

/** Banners: which collection each leads to, and whether it shows now or is still to come. */
const BANNER_SEEDS: readonly { readonly title: string; readonly collection: number; readonly upcoming: boolean }[] = [
  { title: 'Thời trang công sở: đẹp mỗi ngày đi làm', collection: 0, upcoming: false },
  { title: 'Chăm da đúng cách cùng Modavi', collection: 2, upcoming: false },
  { title: 'Làn sóng Hàn Quốc: hàng mới về', collection: 4, upcoming: false },
  { title: 'Quà tặng xinh dưới 300K', collection: 5, upcoming: true },
];

function collectionRows(random: Random, ids: Random, products: readonly ProductFact[]) {
  const collections = COLLECTION_THEMES.map((theme, position) => {
    const members = random.sample(products.filter(theme.fits), COLLECTION_PRODUCTS);
    return {
      row: { id: ids.hexId(), shop_id: null, title: theme.title, description: theme.description, cover_image: null, position },
      members,
    };
  });
  return collections;
}

/**
 * Seeds collections and banners once, over the seeded catalogue (own random streams). Runs in
 * the seed's transaction; does nothing when collections exist.
 */
export async function promosSeedIfEmpty(db: Db): Promise<boolean> {
  const typed = typedDb(db);
  const existing = await typed
    .selectNoFrom((eb) => eb.exists(eb.selectFrom('collections').select(sql.lit(1).as('one'))).$castTo<boolean>().as('present'))
    .executeTakeFirst();
  if (existing?.present) return false;
  const random = createRandom(SEED ^ 0xc011);
  const ids = createRandom(SEED ^ 0xba22);
  const products = await productFacts(db);
  const collections = collectionRows(random, ids, products);
  if (collections.length > 0) await typed.insertInto('collections').values(collections.map((collection) => collection.row)).execute();
  const members = collections.flatMap((collection) => collection.members.map((product, position) => ({ collection_id: collection.row.id, product_id: product.id, position })));
  if (members.length > 0) await typed.insertInto('collection_products').values(members).execute();
  const banners = BANNER_SEEDS.map((seed, position) => {
    const collection = collections[seed.collection];
    const id = ids.hexId();
    return {
      id,
      shop_id: null,
      title: seed.title,
      type: 'collection',
      start_date: seed.upcoming ? SEED_UPCOMING_FROM : SEED_RUNNING_FROM,
      end_date: SEED_RUNNING_UNTIL,
      related_url: `/bo-suu-tap/${collection?.row.id ?? ''}`,
      cover_image: bannerCoverPath(id),
      related_product_ids: JSON.stringify((collection?.members ?? []).slice(0, 8).map((product) => product.id)),
      position,
    };
  });
  await typed.insertInto('banners').values(banners).execute();
  return true;
}
