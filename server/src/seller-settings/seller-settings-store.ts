import {
  PRODUCT_RETURN_PERIOD_DAYS,
  SETTLEMENT_SCHEDULE_DEFAULT,
  SHOP_SHIPPING_OPTIONS_DEFAULT,
  type SellerPaymentSettings,
  type SellerReturnPolicy,
  type SellerShippingSettings,
  type SellerShopInfo,
  type SettlementSchedule,
  type ShippingOption,
  type ShopInfo,
  type ShopPause,
  type ShopPaymentSettings,
  type ShopReturnPolicy,
  type ShopShippingSettings,
  type PaymentMethod,
} from '@modavi/core';
import type { Db } from '../db/db.js';
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
  const reasons = await db.query<{ id: string; name_vi: string; name_en: string }>(
    `SELECT id, name_vi, name_en FROM reasons WHERE type = 'refund' ORDER BY position`,
  );
  const [row] = await db.query<{ shipping_options: ShippingOption[]; return_reasons: string[] }>(
    'SELECT shipping_options, return_reasons FROM shop_shipping_settings WHERE shop_id = $1',
    [shopId],
  );
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
  const [row] = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM reasons WHERE type = 'refund' AND id = ANY($1::text[])`, [[...ids]]);
  return row?.count === ids.length;
}

export async function shippingSettingsWrite(db: Db, shopId: string, settings: ShopShippingSettings): Promise<void> {
  await db.query(
    `INSERT INTO shop_shipping_settings (shop_id, shipping_options, return_reasons) VALUES ($1, $2::jsonb, $3::jsonb)
     ON CONFLICT (shop_id) DO UPDATE SET shipping_options = EXCLUDED.shipping_options, return_reasons = EXCLUDED.return_reasons, updated_at = now()`,
    [shopId, JSON.stringify(settings.shipping_companies), JSON.stringify(settings.return_reasons)],
  );
}

export async function returnPolicyRead(db: Db, shopId: string): Promise<SellerReturnPolicy> {
  const [row] = await db.query<{ accepts_returns: boolean; return_period: number; return_conditions: string[] }>(
    'SELECT accepts_returns, return_period, return_conditions FROM shop_return_policies WHERE shop_id = $1',
    [shopId],
  );
  return row ? { ...row, saved: true } : { ...RETURN_POLICY_DEFAULT, saved: false };
}

export async function returnPolicyWrite(db: Db, shopId: string, policy: ShopReturnPolicy): Promise<void> {
  await db.query(
    `INSERT INTO shop_return_policies (shop_id, accepts_returns, return_period, return_conditions) VALUES ($1, $2, $3, $4::jsonb)
     ON CONFLICT (shop_id) DO UPDATE SET accepts_returns = EXCLUDED.accepts_returns, return_period = EXCLUDED.return_period,
       return_conditions = EXCLUDED.return_conditions, updated_at = now()`,
    [shopId, policy.accepts_returns, policy.return_period, JSON.stringify(policy.return_conditions)],
  );
}

export async function paymentSettingsRead(db: Db, shopId: string): Promise<SellerPaymentSettings> {
  const [account] = await db.query<{ bank_name: string; account_number: string; account_holder: string; branch: string; settlement: SettlementSchedule }>(
    'SELECT bank_name, account_number, account_holder, branch, settlement FROM shop_payment_accounts WHERE shop_id = $1',
    [shopId],
  );
  const methods = await db.query<{ method: PaymentMethod }>('SELECT method FROM shop_payment_methods WHERE shop_id = $1', [shopId]);
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
    await tx.query(
      `INSERT INTO shop_payment_accounts (shop_id, bank_name, account_number, account_holder, branch, settlement) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (shop_id) DO UPDATE SET bank_name = EXCLUDED.bank_name, account_number = EXCLUDED.account_number,
         account_holder = EXCLUDED.account_holder, branch = EXCLUDED.branch, settlement = EXCLUDED.settlement, updated_at = now()`,
      [shopId, settings.bank_name, settings.account_number, settings.account_holder, settings.branch, settings.settlement],
    );
    await tx.query('DELETE FROM shop_payment_methods WHERE shop_id = $1', [shopId]);
    await tx.query('INSERT INTO shop_payment_methods (shop_id, method) SELECT $1, unnest($2::text[])', [shopId, [...settings.payment_methods]]);
  });
}

interface InfoRow {
  readonly name: string;
  readonly avatar: string | null;
  readonly cover: string | null;
  readonly description: string | null;
  readonly address: ShopInfo['address'] | null;
  readonly country: ShopInfo['country'];
}

export async function shopInfoRead(db: Db, shopId: string): Promise<SellerShopInfo> {
  const [row] = await db.query<InfoRow>('SELECT name, avatar, cover, description, address, country FROM shops WHERE id = $1', [shopId]);
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
  await db.query('UPDATE shops SET name = $2, avatar = $3, cover = $4, description = $5, address = $6::jsonb, country = $7 WHERE id = $1', [
    shopId,
    info.name,
    info.avatar === '' ? null : info.avatar,
    info.cover === '' ? null : info.cover,
    info.description,
    JSON.stringify(info.address),
    info.country,
  ]);
}

/** The pause as the seller reads it: `until` only while it lies ahead. */
export async function pauseRead(db: Db, shopId: string): Promise<ShopPause> {
  const [row] = await db.query<{ until: string | null; note: string | null }>(
    `SELECT CASE WHEN paused_until > now() THEN to_char(paused_until AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') END AS until, pause_note AS note
     FROM shops WHERE id = $1`,
    [shopId],
  );
  return { until: row?.until ?? null, note: row?.until ? (row.note ?? '') : '' };
}

export async function pauseWrite(db: Db, shopId: string, until: number | null, note: string): Promise<void> {
  await db.query('UPDATE shops SET paused_until = to_timestamp($2::float8 / 1000), pause_note = $3 WHERE id = $1', [
    shopId,
    until,
    until === null ? null : note || null,
  ]);
}
