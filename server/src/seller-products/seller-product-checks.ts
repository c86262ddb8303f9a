import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  productDraftValidate,
  productPricesDiffer,
  productPriceUpdateCheck,
  type ProductDraft,
  type ValidationIssue,
  uploadedVideoId,
} from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { uploadedImagesRefusal } from '../uploads/uploaded-images-check.js';
import { VIDEO_DIR, VIDEO_PREFIX } from '../media/video-files.js';
import type { SellerProductFull } from './seller-product-store.js';

const issue = (field: string, code: string, params?: Record<string, number | string>): ValidationIssue =>
  params ? { field, code, params } : { field, code };

/**
 * Every picture of a draft that is not already on the product must be an upload of this server
 * by the shop's owner (the spec's "image URL" rule, held as for reviews and returns).
 */
async function imagesCheck(db: Db, draft: ProductDraft, ownerId: string | null, before: SellerProductFull | null): Promise<ValidationIssue[]> {
  const kept = new Set<string>(before ? [...before.images, ...before.classifications.flatMap((c) => c.options.flatMap((o) => (o.image ? [o.image] : [])))] : []);
  const lists: [string, string[]][] = [
    ['images', draft.images],
    ...draft.classifications.flatMap((c, i) => c.options.map((o, j): [string, string[]] => [`classifications.${i}.options.${j}.images`, o.images])),
    ...draft.variants.map((v, i): [string, string[]] => [`variants.${i}.image`, v.image ? [v.image] : []]),
  ];
  const issues: ValidationIssue[] = [];
  for (const [field, urls] of lists) {
    const fresh = urls.filter((url) => !kept.has(url));
    if (fresh.length === 0) continue;
    if (ownerId === null || (await uploadedImagesRefusal(db, fresh, ownerId)) !== null) issues.push(issue(field, 'PRODUCT.IMAGE_NOT_UPLOADED'));
  }
  return issues;
}

/**
 * A video is the shop owner's own upload (`POST api/v1/video`), one of this server's demo
 * videos, or the one the product already has.
 */
async function videoCheck(db: Db, draft: ProductDraft, ownerId: string | null, before: SellerProductFull | null): Promise<ValidationIssue[]> {
  const video = draft.video ?? null;
  if (video === null || video === before?.video) return [];
  const refusal = [issue('video', 'PRODUCT.VIDEO_NOT_UPLOADED')];
  const uploadId = uploadedVideoId(video);
  if (uploadId !== null) {
    if (ownerId === null) return refusal;
    const rows = await typedDb(db).selectFrom('uploads').select(sql.lit(1).as('one')).where('id', '=', uploadId).where('owner_id', '=', ownerId).where('mime', 'like', 'video/%').execute();
    return rows.length > 0 ? [] : refusal;
  }
  const file = video.startsWith(`${VIDEO_PREFIX}/`) ? video.slice(VIDEO_PREFIX.length + 1) : '';
  return /^[a-z0-9-]+\.webm$/.test(file) && existsSync(join(VIDEO_DIR, file)) ? [] : refusal;
}

/** The category is one of the platform's; the size chart, when chosen, one of this shop's. */
async function choicesCheck(db: Db, draft: ProductDraft, shopId: string): Promise<ValidationIssue[]> {
  const chartId = draft.size_chart_id ?? null;
  const row = await typedDb(db)
    .selectNoFrom((eb) => [
      eb.exists(eb.selectFrom('categories').select(sql.lit(1).as('one')).where('id', '=', draft.category_id)).$castTo<boolean>().as('category'),
      (chartId === null ? sql<boolean>`true` : sql<boolean>`${eb.exists(eb.selectFrom('size_charts').select(sql.lit(1).as('one')).where('id', '=', chartId).where('shop_id', '=', shopId))}`).as(
        'chart',
      ),
    ])
    .executeTakeFirst();
  return [
    ...(row?.category ? [] : [issue('category_id', 'PRODUCT.CATEGORY_NOT_FOUND')]),
    ...(row?.chart ? [] : [issue('size_chart_id', 'PRODUCT.SIZE_CHART_NOT_FOUND')]),
  ];
}

/**
 * The price lock (core's productPriceUpdateCheck) on an edit that changes a price buyers have
 * seen (core's productPricesDiffer); `changed` says whether to record the change.
 */
export function priceLockCheck(before: SellerProductFull, draft: ProductDraft, now: number): { issues: ValidationIssue[]; changed: boolean } {
  if (!before.ever_listed) return { issues: [], changed: false };
  const beforePrices = {
    sale_price: before.sale_price,
    variants: before.variants.map((v) => ({ options: v.option_values.map((o) => o.name), price: v.sale_price })),
  };
  const afterPrices = { sale_price: draft.sale_price, variants: draft.variants.map((v) => ({ options: v.options, price: v.price })) };
  if (!productPricesDiffer(beforePrices, afterPrices)) return { issues: [], changed: false };
  const check = productPriceUpdateCheck({ previousPrice: 0, nextPrice: 1, changedAt: before.price_changes.map(Number), now });
  return check.ok ? { issues: [], changed: true } : { issues: [...check.error], changed: false };
}

/** Core's rules first (the form's own function); then what only the server knows. */
export async function productDraftCheck(
  db: Db,
  input: unknown,
  shop: { readonly id: string; readonly ownerId: string | null },
  before: SellerProductFull | null,
): Promise<{ ok: true; draft: ProductDraft } | { ok: false; issues: readonly ValidationIssue[] }> {
  const validated = productDraftValidate(input);
  if (!validated.ok) return { ok: false, issues: validated.error };
  const draft = validated.value;
  const issues = [...(await choicesCheck(db, draft, shop.id)), ...(await imagesCheck(db, draft, shop.ownerId, before)), ...(await videoCheck(db, draft, shop.ownerId, before))];
  return issues.length === 0 ? { ok: true, draft } : { ok: false, issues };
}
