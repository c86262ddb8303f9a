import type { Db } from '../db/db.js';
import { SEED } from '../seed/catalogue-generate.js';
import { createRandom, type Random } from '../seed/random.js';
import { SEED_RUNNING_FROM, SEED_RUNNING_UNTIL, SEED_UPCOMING_FROM } from '../seed/voucher-seed.js';

/** Where a banner's generated cover is served (a 1340x754 SVG, the spec's cover ratio). */
export const bannerCoverPath = (bannerId: string): string => `/media/banners/${bannerId}.svg`;

interface ProductFact {
  readonly id: string;
  readonly shop_id: string;
  readonly country: 'VN' | 'KR';
  readonly vertical: 'fashion' | 'beauty';
  readonly slug: string;
  readonly sale_price: number;
}

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

type Columns = readonly (readonly [name: string, type: string])[];

async function rowsInsert(db: Db, table: string, columns: Columns, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const names = columns.map(([name]) => name).join(', ');
  const record = columns.map(([name, type]) => `${name} ${type}`).join(', ');
  await db.query(`INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS r(${record})`, [JSON.stringify(rows)]);
}

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
  const [existing] = await db.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM collections) AS present');
  if (existing?.present) return false;
  const random = createRandom(SEED ^ 0xc011);
  const ids = createRandom(SEED ^ 0xba22);
  const products = await db.query<ProductFact>(
    `SELECT p.id, p.shop_id, s.country, c.vertical, c.slug, p.sale_price
     FROM products p JOIN shops s ON s.id = p.shop_id JOIN categories c ON c.id = p.category_id
     WHERE p.listed AND p.quantity > 0 ORDER BY p.position`,
  );
  const collections = collectionRows(random, ids, products);
  await rowsInsert(
    db,
    'collections',
    [['id', 'text'], ['shop_id', 'text'], ['title', 'text'], ['description', 'text'], ['cover_image', 'text'], ['position', 'integer']],
    collections.map((collection) => collection.row),
  );
  await rowsInsert(
    db,
    'collection_products',
    [['collection_id', 'text'], ['product_id', 'text'], ['position', 'integer']],
    collections.flatMap((collection) => collection.members.map((product, position) => ({ collection_id: collection.row.id, product_id: product.id, position }))),
  );
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
      related_product_ids: (collection?.members ?? []).slice(0, 8).map((product) => product.id),
      position,
    };
  });
  await rowsInsert(
    db,
    'banners',
    [
      ['id', 'text'], ['shop_id', 'text'], ['title', 'text'], ['type', 'text'], ['start_date', 'timestamptz'], ['end_date', 'timestamptz'],
      ['related_url', 'text'], ['cover_image', 'text'], ['related_product_ids', 'jsonb'], ['position', 'integer'],
    ],
    banners,
  );
  return true;
}
