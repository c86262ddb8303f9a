import {
  pageMetaDefault,
  pagePrivate,
  pageTitle,
  siteDescription,
  productPageMeta,
  shopPageMeta,
  metaDescription,
  type Locale,
  type PageMeta,
} from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { productGet } from '../catalogue/product-queries.js';
import { shopProfile } from '../shops/shop-profile.js';
import { blogLibrary } from '../content/blog-store.js';

/**
 * The names of pages without data of their own, by their first segment, in each locale's words
 * (issue 31 item 12: `?hl=en` pages titled in English; kr carries English wording).
 */
const SECTION_TITLES: Readonly<Record<string, Readonly<Record<Locale, string>>>> = {
  'tim-kiem': { vi: 'Tìm kiếm', kr: 'Search' },
  'nganh-hang': { vi: 'Ngành hàng', kr: 'Departments' },
  'danh-muc': { vi: 'Danh mục', kr: 'Categories' },
  'khuyen-mai': { vi: 'Mã giảm giá', kr: 'Vouchers' },
  'uu-dai': { vi: 'Ưu đãi', kr: 'Deals' },
  'top-seller': { vi: 'Top người bán', kr: 'Top sellers' },
  'cong-dong': { vi: 'Cộng đồng', kr: 'Community' },
  awards: { vi: 'Modavi Awards', kr: 'Modavi Awards' },
  blog: { vi: 'Blog Modavi', kr: 'Modavi blog' },
  download: { vi: 'Tải ứng dụng Modavi', kr: 'Get the Modavi app' },
  'huong-dan': { vi: 'Trung tâm trợ giúp', kr: 'Help centre' },
  'chinh-sach': { vi: 'Chính sách', kr: 'Policies' },
  'phan-anh-to-chuc-xa-hoi': { vi: 'Phản ánh của tổ chức xã hội', kr: "Social organisations' feedback" },
  seller: { vi: 'Bán hàng cùng Modavi', kr: 'Sell on Modavi' },
  'become-seller': { vi: 'Đăng ký bán hàng', kr: 'Become a seller' },
};

/** The not-found page's title (the page itself says what is missing). */
export const PAGE_NOT_FOUND_TITLES: Readonly<Record<Locale, string>> = { vi: 'Không tìm thấy trang', kr: 'Page not found' };

const segments = (path: string) => path.split('/').filter((segment) => segment !== '').map((segment) => decodeURIComponent(segment));

async function reviewAggregate(db: Db, productId: string): Promise<{ count: number; average: number }> {
  const row = await typedDb(db)
    .selectFrom('reviews')
    .select([sql<number>`count(*)::int`.as('count'), sql<number | null>`avg(rating)::float8`.as('average')])
    .where('product_id', '=', productId)
    .executeTakeFirst();
  return { count: row?.count ?? 0, average: row?.average ?? 0 };
}

async function blogMeta(id: string): Promise<PageMeta | null> {
  const entry = ((await blogLibrary()).get('vi') ?? []).find((article) => article.id === id);
  if (!entry) return null;
  // The widest cover (the last of its srcset): its rendition is drawn from the sharpest file.
  const widest = entry.cover.srcset.split(', ').at(-1)?.split(' ')[0] ?? entry.cover.src;
  return { title: pageTitle(entry.title), description: metaDescription(entry.summary), path: `/blog/${id}`, image: widest, type: 'article', structured: [] };
}

/** A category page: its name and its tile, so a shared category link shows a picture of its own. */
async function categoryMeta(db: Db, id: string, canonical: string, locale: Locale): Promise<PageMeta | null> {
  const row = await typedDb(db).selectFrom('categories').select(['name', 'name_en', 'image']).where('id', '=', id).executeTakeFirst();
  const name = locale === 'kr' ? (row?.name_en ?? row?.name) : row?.name;
  return row ? { ...pageMetaDefault(canonical, name, false, locale), image: row.image } : null;
}

/** A banner's page (its title and cover) and a collection's (its words, its cover or else its first product's picture). */
async function promoMeta(db: Db, section: 'banner' | 'bo-suu-tap', id: string, canonical: string, locale: Locale): Promise<PageMeta | null> {
  const typed = typedDb(db);
  const row =
    section === 'banner'
      ? await typed
          .selectFrom('banners')
          .select(['title', sql<string | null>`NULL`.as('description'), 'cover_image as image'])
          .where('id', '=', id)
          .where('deleted', '=', false)
          .executeTakeFirst()
      : await typed
          .selectFrom('collections')
          .select((eb) => [
            'title',
            'description',
            eb.fn
              .coalesce(
                'cover_image',
                eb
                  .selectFrom('collection_products as cp')
                  .innerJoin('products as p', 'p.id', 'cp.product_id')
                  .select(sql<string>`p.images->>0`.as('first'))
                  .whereRef('cp.collection_id', '=', 'collections.id')
                  .where('p.listed', '=', true)
                  .orderBy('cp.position')
                  .limit(1),
              )
              .as('image'),
          ])
          .where('id', '=', id)
          .executeTakeFirst();
  return row ? { ...pageMetaDefault(canonical, row.title, false, locale), description: metaDescription(row.description, siteDescription(locale)), image: row.image } : null;
}

/**
 * A page's meta as the server can tell it before any script runs: a product, a shop and an
 * article from their data; other public pages by their section; someone's own pages noindex.
 * An address whose data is missing gets the section's meta (its page says what is missing).
 */
export async function pageMetaFind(db: Db, path: string, origin: string, locale: Locale = 'vi'): Promise<PageMeta> {
  const [section = '', id] = segments(path);
  const canonical = path === '/' ? '/' : `/${segments(path).map(encodeURIComponent).join('/')}`;
  if (pagePrivate(path)) return pageMetaDefault(canonical, null, true, locale);
  if (section === 'san-pham' && id) {
    const product = await productGet(db, id, Date.now()).catch(() => null);
    if (product) return productPageMeta(product, await reviewAggregate(db, product._id), origin);
  }
  if (section === 'nguoi-ban' && id) {
    const shop = await shopProfile(db, id).catch(() => null);
    if (shop) return shopPageMeta(shop);
  }
  if (section === 'nganh-hang' && id) {
    const category = await categoryMeta(db, id, canonical, locale).catch(() => null);
    if (category) return category;
  }
  if ((section === 'banner' || section === 'bo-suu-tap') && id) {
    const promo = await promoMeta(db, section, id, canonical, locale).catch(() => null);
    if (promo) return promo;
  }
  if (section === 'blog' && id) {
    const article = await blogMeta(id).catch(() => null);
    if (article) return article;
  }
  return pageMetaDefault(canonical, SECTION_TITLES[section]?.[locale] ?? null, false, locale);
}
