import { GUIDE_PAGES, POLICY_SLUGS, type SitemapEntry } from '@modavi/core';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { blogLibrary } from '../content/blog-store.js';

/** The tables the sitemap reads: a kept list is read again when one changes (where the database says so). */
export const SITEMAP_TABLES = ['products', 'shops', 'categories'] as const;

const FIXED_PAGES = ['/', '/danh-muc', '/nganh-hang', '/khuyen-mai', '/uu-dai', '/top-seller', '/blog', '/download', '/huong-dan', '/seller', '/phan-anh-to-chuc-xa-hoi'];

/**
 * Every public page worth a search engine's visit: the fixed sections, guides, policies,
 * articles, categories, shops with listed products and every listed product. Products by id,
 * not by sales: a product stays in the same numbered sitemap as others sell, so each file's
 * lastmod says when something in it changed.
 */
export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const day = (value: string | Date | null) => (value === null ? undefined : new Date(value).toISOString().slice(0, 10));
  const guides = GUIDE_PAGES.map((page) => `/huong-dan/${page.path}`);
  const policies = POLICY_SLUGS.map((slug) => `/chinh-sach/${slug}`);
  const articles = ((await blogLibrary()).get('vi') ?? []).map((article) => ({ path: `/blog/${article.id}`, lastmod: day(new Date(article.published_at)) }));
  const typed = typedDb(db);
  const categories = await typed.selectFrom('categories').select('id').orderBy('id').execute();
  const shops = await typed
    .selectFrom('shops')
    .select('id')
    .where(({ exists, selectFrom }) => exists(selectFrom('products as p').select('p.id').whereRef('p.shop_id', '=', 'shops.id').where('p.listed', '=', true)))
    .orderBy('id')
    .execute();
  const products = await typed.selectFrom('products').select(['id', 'updated_at']).where('listed', '=', true).orderBy('id').execute();
  return [
    ...[...FIXED_PAGES, ...guides, ...policies].map((path) => ({ path })),
    ...articles,
    ...categories.map((row) => ({ path: `/nganh-hang/${encodeURIComponent(row.id)}` })),
    ...shops.map((row) => ({ path: `/nguoi-ban/${encodeURIComponent(row.id)}` })),
    ...products.map((row) => ({ path: `/san-pham/${encodeURIComponent(row.id)}`, lastmod: day(row.updated_at) })),
  ];
}
