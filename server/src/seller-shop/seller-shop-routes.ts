import { Hono } from 'hono';
import {
  BANNER_LIST_STATES,
  SELLER_LIST_QUERY_MAX,
  SHOP_CATEGORY_LIST_STATES,
  SIZE_CHART_TYPES,
  bannerFormValidate,
  shopCategoryValidate,
  sizeChartValidate,
  vietnamDayStart,
  type BannerForm,
  SELLER_API_PATHS,
} from '@modavi/core';
import type { Db } from '../db/db.js';
import { ApiError, ERROR_CODES, type ErrorCode } from '../http/api-error.js';
import { okJson } from '../http/envelope.js';
import { routePath, routePattern } from '../http/route-path.js';
import { actorRequired, type ActorEnv } from '../ordering/actor-tokens.js';
import { uploadedImagesRefusal } from '../uploads/uploaded-images-check.js';
import { actorShopId, listQuery, newId, objectBody, productsOfShop, sellerValid } from './seller-shop-http.js';
import { shopCategoryCreate, shopCategoryDelete, shopCategoryGet, shopCategoryList, shopCategoryUpdate } from './shop-category-store.js';
import { sellerBannerCreate, sellerBannerDelete, sellerBannerGet, sellerBannerList, sellerBannerUpdate } from './seller-banner-store.js';
import {
  sellerSizeChartCreate,
  sellerSizeChartDelete,
  sellerSizeChartGet,
  sellerSizeChartList,
  sellerSizeChartUpdate,
  shopProductOptions,
} from './seller-size-chart-store.js';

const notFound = (code: ErrorCode, what: string) => new ApiError(404, code, `No such ${what} in your shop.`);
/** The row, or the 404 `missing` gives. */
const found = <T>(row: T | null, missing: () => ApiError): T => {
  if (row === null) throw missing();
  return row;
};
const PRODUCT_OPTIONS_MAX = 50;

/** The shop's categories: list, read, create, change (a PUT may send only the status: the show/hide toggle), delete. */
function categoryRoutes(routes: Hono<ActorEnv>, db: Db): void {
  const missing = () => notFound(ERROR_CODES['SHOP_CATEGORY.NOT_FOUND'], 'category');
  const checked = async (shopId: string, body: Record<string, unknown>) => {
    const draft = sellerValid(shopCategoryValidate(body));
    if (!(await productsOfShop(db, shopId, draft.products))) {
      throw new ApiError(400, ERROR_CODES['SHOP_CATEGORY.PRODUCT_NOT_IN_SHOP'], 'products: not all are products of your shop.');
    }
    return draft;
  };
  routes.get(routePath(SELLER_API_PATHS.sellerShopCategories), async (c) => okJson(c, await shopCategoryList(db, actorShopId(c), listQuery(c, SHOP_CATEGORY_LIST_STATES))));
  routes.post(routePath(SELLER_API_PATHS.sellerShopCategories), async (c) => {
    const shopId = actorShopId(c);
    const draft = await checked(shopId, await objectBody(c));
    const id = newId();
    await db.transaction((tx) => shopCategoryCreate(tx, shopId, id, draft));
    return okJson(c, await shopCategoryGet(db, shopId, id), 201);
  });
  const one = routePattern(SELLER_API_PATHS.sellerShopCategory);
  routes.get(one, async (c) => okJson(c, found(await shopCategoryGet(db, actorShopId(c), c.req.param('id')), missing)));
  routes.put(one, async (c) => {
    const shopId = actorShopId(c);
    const current = await shopCategoryGet(db, shopId, c.req.param('id'));
    if (!current) throw missing();
    const draft = await checked(shopId, { title: current.title, status: current.status, products: current.products, ...(await objectBody(c)) });
    await db.transaction((tx) => shopCategoryUpdate(tx, shopId, current._id, draft));
    return okJson(c, await shopCategoryGet(db, shopId, current._id));
  });
  routes.delete(one, async (c) => {
    if (!(await shopCategoryDelete(db, actorShopId(c), c.req.param('id')))) throw missing();
    return okJson(c, { deleted: true });
  });
}

/** The shop's banners: the form's rules judged with today in Vietnam; images must be this server's uploads; products the shop's. */
function bannerRoutes(routes: Hono<ActorEnv>, db: Db, clock: () => number): void {
  const missing = () => notFound(ERROR_CODES['BANNER.NOT_FOUND'], 'banner');
  const checked = async (shopId: string, body: Record<string, unknown>): Promise<BannerForm> => {
    const form = sellerValid(bannerFormValidate(body, vietnamDayStart(clock())));
    const images = [form.cover_image, ...(form.banner_image ? [form.banner_image] : [])];
    const at = await uploadedImagesRefusal(db, images, null);
    if (at !== null) throw new ApiError(400, ERROR_CODES['BANNER.IMAGE_NOT_UPLOADED'], `${at === 1 ? 'cover_image' : 'banner_image'}: not an uploaded image.`);
    if (!(await productsOfShop(db, shopId, form.related_product_ids))) {
      throw new ApiError(400, ERROR_CODES['BANNER.PRODUCT_NOT_IN_SHOP'], 'related_product_ids: not all are products of your shop.');
    }
    return form;
  };
  routes.get(routePath(SELLER_API_PATHS.sellerBanners), async (c) => okJson(c, await sellerBannerList(db, actorShopId(c), listQuery(c, BANNER_LIST_STATES), clock())));
  routes.post(routePath(SELLER_API_PATHS.sellerBanners), async (c) => {
    const shopId = actorShopId(c);
    const form = await checked(shopId, await objectBody(c));
    const id = newId();
    await sellerBannerCreate(db, shopId, id, form);
    return okJson(c, await sellerBannerGet(db, shopId, id, clock()), 201);
  });
  const one = routePattern(SELLER_API_PATHS.sellerBanner);
  routes.get(one, async (c) => okJson(c, found(await sellerBannerGet(db, actorShopId(c), c.req.param('id'), clock()), missing)));
  routes.put(one, async (c) => {
    const shopId = actorShopId(c);
    if (!(await sellerBannerGet(db, shopId, c.req.param('id'), clock()))) throw missing();
    const form = await checked(shopId, await objectBody(c));
    await sellerBannerUpdate(db, shopId, c.req.param('id'), form);
    return okJson(c, await sellerBannerGet(db, shopId, c.req.param('id'), clock()));
  });
  routes.delete(one, async (c) => {
    if (!(await sellerBannerDelete(db, actorShopId(c), c.req.param('id')))) throw missing();
    return okJson(c, { deleted: true });
  });
}

/** The shop's size charts (core's sizeChartValidate: the rows parse as buyers' fit suggestion reads them). */
function sizeChartRoutes(routes: Hono<ActorEnv>, db: Db): void {
  const missing = () => notFound(ERROR_CODES['SIZE_CHART.NOT_FOUND'], 'size chart');
  routes.get(routePath(SELLER_API_PATHS.sellerSizeCharts), async (c) => okJson(c, await sellerSizeChartList(db, actorShopId(c), listQuery(c, SIZE_CHART_TYPES))));
  routes.post(routePath(SELLER_API_PATHS.sellerSizeCharts), async (c) => {
    const shopId = actorShopId(c);
    const draft = sellerValid(sizeChartValidate(await objectBody(c)));
    const id = newId();
    await sellerSizeChartCreate(db, shopId, id, draft);
    return okJson(c, await sellerSizeChartGet(db, shopId, id), 201);
  });
  const one = routePattern(SELLER_API_PATHS.sellerSizeChart);
  routes.get(one, async (c) => okJson(c, found(await sellerSizeChartGet(db, actorShopId(c), c.req.param('id')), missing)));
  routes.put(one, async (c) => {
    const shopId = actorShopId(c);
    const draft = sellerValid(sizeChartValidate(await objectBody(c)));
    if (!(await sellerSizeChartUpdate(db, shopId, c.req.param('id'), draft))) throw missing();
    return okJson(c, await sellerSizeChartGet(db, shopId, c.req.param('id')));
  });
  routes.delete(one, async (c) => {
    if (!(await sellerSizeChartDelete(db, actorShopId(c), c.req.param('id')))) throw missing();
    return okJson(c, { deleted: true });
  });
}

/**
 * The seller's shop categories, banners and size charts (quan-ly-danh-muc, quan-ly-banner,
 * quan-ly-size-chart) and the shop's products for their pickers. Every route needs a seller
 * account that owns a shop (actorRequired) and reads or changes only that shop's rows: another
 * shop's are not found, another shop's products refused.
 */
export function sellerShopRoutes(db: Db, clock: () => number = Date.now): Hono<ActorEnv> {
  const routes = new Hono<ActorEnv>();
  const seller = actorRequired(db, 'seller', ERROR_CODES['SELLER_SHOP.NOT_ALLOWED']);
  for (const path of [SELLER_API_PATHS.sellerShopCategories, SELLER_API_PATHS.sellerBanners, SELLER_API_PATHS.sellerSizeCharts, SELLER_API_PATHS.sellerShopProductOptions]) {
    routes.use(routePath(path), seller);
  }
  for (const build of [SELLER_API_PATHS.sellerShopCategory, SELLER_API_PATHS.sellerBanner, SELLER_API_PATHS.sellerSizeChart]) routes.use(routePattern(build), seller);
  categoryRoutes(routes, db);
  bannerRoutes(routes, db, clock);
  sizeChartRoutes(routes, db);
  routes.get(routePath(SELLER_API_PATHS.sellerShopProductOptions), async (c) => {
    const q = [...(c.req.query('q') ?? '').trim()].slice(0, SELLER_LIST_QUERY_MAX).join('');
    const idsText = c.req.query('ids');
    const ids = idsText === undefined ? null : idsText.split(',').filter((id) => id !== '').slice(0, PRODUCT_OPTIONS_MAX);
    return okJson(c, await shopProductOptions(db, actorShopId(c), q, ids, PRODUCT_OPTIONS_MAX));
  });
  return routes;
}
