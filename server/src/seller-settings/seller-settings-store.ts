import {
  PRODUCT_RETURN_PERIOD_DAYS,
  SETTLEMENT_SCHEDULE_DEFAULT,
  SHOP_SHIPPING_OPTIONS_DEFAULT,
  type SellerPaymentSettings,
  type SellerReturnPolicy,
  type SellerShippingSettings,
  type SellerShopInfo,
  type ShopInfo,
  type ShopPause,
  type ShopPaymentSettings,
  type ShopReturnPolicy,
  type ShopShippingSettings,
} from '@modavi/core';
import { sql } from 'kysely';
import type { Db } from '../db/db.js';
import { typedDb } from '../db/kysely.js';
import { isoTime, msTime } from '../db/time-sql.js';
import { PAYMENT_METHODS_DEFAULT } from '../checkout/shop-settings.js';

/**
 * A shop without a return policy starts its products at the longest period spec 5 allows and
 * the condition every Vietnamese shop asks for (goods unused, tags on), as the product form's first box.
 */
export const RETURN_POLICY_DEFAULT: ShopReturnPolicy = {
  accepts_returns: true,
  return_period: PRODUCT_RETURN_PERIOD_DAYS.max,
  return_conditions: ['Sản phẩm chưa qua sử dụng', 'Còn nguyên tem mác'],
};

export async function shippingSettingsRead(db: Db, shopId: string, lang: 'vi' | 'en'): Promise<SellerShippingSettings> {
  const typed = typedDb(db);
  const reasons = await typed.selectFrom('reasons').select(['id', 'name_vi', 'name_en']).where('type', '=', 'refund').orderBy('position').execute();
  const row = await typed.selectFrom('shop_shipping_settings').select(['shipping_options', 'return_reasons']).where('shop_id', '=', shopId).executeTakeFirst();
  return {
    shipping_companies: row ? row.shipping_options : [...SHOP_SHIPPING_OPTIONS_DEFAULT],
    // Until the seller chooses, every reason of the platform is open to its buyers.
    return_reasons: row ? row.return_reasons : reasons.map((reason) => reason.id),
    reason_choices: reasons.map((reason) => ({ _id: reason.id, name: lang === 'en' ? reason.name_en : reason.name_vi })),
    saved: Boolean(row),
  };
}

/** Whether every id is a return reason (type refund) of the platform. */
export async function returnReasonsKnown(db: Db, ids: readonly string[]): Promise<boolean> {
  const row = await typedDb(db)
    .selectFrom('reasons')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('type', '=', 'refund')
    .where((eb) => eb('id', '=', eb.fn.any(sql<string[]>`${[...ids]}::text[]`)))
    .executeTakeFirst();
  return row?.count === ids.length;
}

export async function shippingSettingsWrite(db: Db, shopId: string, settings: ShopShippingSettings): Promise<void> {
  await typedDb(db)
    .insertInto('shop_shipping_settings')
    .values({ shop_id: shopId, shipping_options: JSON.stringify(settings.shipping_companies), return_reasons: JSON.stringify(settings.return_reasons) })
    .onConflict((oc) =>
      oc.column('shop_id').doUpdateSet((eb) => ({
        shipping_options: eb.ref('excluded.shipping_options'),
        return_reasons: eb.ref('excluded.return_reasons'),
        updated_at: sql<Date>`now()`,
      })),
    )
    .execute();
}

export async function returnPolicyRead(db: Db, shopId: string): Promise<SellerReturnPolicy> {
  const row = await typedDb(db).selectFrom('shop_return_policies').select(['accepts_returns', 'return_period', 'return_conditions']).where('shop_id', '=', shopId).executeTakeFirst();
  return row ? { ...row, saved: true } : { ...RETURN_POLICY_DEFAULT, saved: false };
}

export async function returnPolicyWrite(db: Db, shopId: string, policy: ShopReturnPolicy): Promise<void> {
  await typedDb(db)
    .insertInto('shop_return_policies')
    .values({ shop_id: shopId, accepts_returns: policy.accepts_returns, return_period: policy.return_period, return_conditions: JSON.stringify(policy.return_conditions) })
    .onConflict((oc) =>
      oc.column('shop_id').doUpdateSet((eb) => ({
        accepts_returns: eb.ref('excluded.accepts_returns'),
        return_period: eb.ref('excluded.return_period'),
        return_conditions: eb.ref('excluded.return_conditions'),
        updated_at: sql<Date>`now()`,
      })),
    )
    .execute();
}

export async function paymentSettingsRead(db: Db, shopId: string): Promise<SellerPaymentSettings> {
  const typed = typedDb(db);
  const account = await typed
    .selectFrom('shop_payment_accounts')
    .select(['bank_name', 'account_number', 'account_holder', 'branch', 'settlement'])
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
  const methods = await typed.selectFrom('shop_payment_methods').select('method').where('shop_id', '=', shopId).execute();
  return {
    bank_name: account?.bank_name ?? '',
    account_number: account?.account_number ?? '',
    account_holder: account?.account_holder ?? '',
    branch: account?.branch ?? '',
    settlement: account?.settlement ?? SETTLEMENT_SCHEDULE_DEFAULT,
    // What checkout applies now: the shop's list, or cash on delivery for a shop without one.
    payment_methods: methods.length > 0 ? methods.map((row) => row.method) : [...PAYMENT_METHODS_DEFAULT],
    saved: Boolean(account),
  };
}

/** The account and the methods in one transaction: checkout never sees half a change. */
export async function paymentSettingsWrite(db: Db, shopId: string, settings: ShopPaymentSettings): Promise<void> {
  await db.transaction(async (tx) => {
    const typed = typedDb(tx);
    await typed
      .insertInto('shop_payment_accounts')
      .values({
        shop_id: shopId,
        bank_name: settings.bank_name,
        account_number: settings.account_number,
        account_holder: settings.account_holder,
        branch: settings.branch,
        settlement: settings.settlement,
      })
      .onConflict((oc) =>
        oc.column('shop_id').doUpdateSet((eb) => ({
          bank_name: eb.ref('excluded.bank_name'),
          account_number: eb.ref('excluded.account_number'),
          account_holder: eb.ref('excluded.account_holder'),
          branch: eb.ref('excluded.branch'),
          settlement: eb.ref('excluded.settlement'),
          updated_at: sql<Date>`now()`,
        })),
      )
      .execute();
    await typed.deleteFrom('shop_payment_methods').where('shop_id', '=', shopId).execute();
    await typed
      .insertInto('shop_payment_methods')
      .columns(['shop_id', 'method'])
      .expression(
        typed.selectNoFrom((eb) => [eb.val(shopId).as('shop_id'), sql<ShopPaymentSettings['payment_methods'][number]>`unnest(${[...settings.payment_methods]}::text[])`.as('method')]),
      )
      .execute();
  });
}

export async function shopInfoRead(db: Db, shopId: string): Promise<SellerShopInfo> {
  const row = await typedDb(db).selectFrom('shops').select(['name', 'avatar', 'cover', 'description', 'address', 'country']).where('id', '=', shopId).executeTakeFirst();
  if (!row) throw new Error(`shop ${shopId} is gone`);
  return {
    name: row.name,
    avatar: row.avatar ?? '',
    cover: row.cover ?? '',
    description: row.description ?? '',
    address: row.address ?? { street: '', province: '', district: '', ward: '' },
    country: row.country,
  };
}

export async function shopInfoWrite(db: Db, shopId: string, info: ShopInfo): Promise<void> {
  await typedDb(db)
    .updateTable('shops')
    .set({
      name: info.name,
      avatar: info.avatar === '' ? null : info.avatar,
      cover: info.cover === '' ? null : info.cover,
      description: info.description,
      address: JSON.stringify(info.address),
      country: info.country,
    })
    .where('id', '=', shopId)
    .execute();
}

/** The pause as the seller reads it: `until` only while it lies ahead. */
export async function pauseRead(db: Db, shopId: string): Promise<ShopPause> {
  const row = await typedDb(db)
    .selectFrom('shops')
    .select((eb) => [
      sql<string | null>`CASE WHEN ${eb.ref('paused_until')} > now() THEN ${isoTime(eb.ref('paused_until'))} END`.as('until'),
      'pause_note as note',
    ])
    .where('id', '=', shopId)
    .executeTakeFirst();
  return { until: row?.until ?? null, note: row?.until ? (row.note ?? '') : '' };
}

export async function pauseWrite(db: Db, shopId: string, until: number | null, note: string): Promise<void> {
  await typedDb(db)
    .updateTable('shops')
    .set({ paused_until: until === null ? null : msTime(until), pause_note: until === null ? null : note || null })
    .where('id', '=', shopId)
    .execute();
}
