/**
 * Issue 29: what the database stores as jsonb, or as text held to a few values by a CHECK
 * constraint, typed as the domain says (kysely-codegen's column overrides). A value read through
 * these types is what the migrations and the writers guarantee; a column added to a table gets
 * its entry here when a store reads it, then `npm run db:types -w server`.
 */
/**
 * A jsonb column reads as `type` and is written as JSON text (`JSON.stringify(value)`): both
 * engines take text for jsonb, while node-postgres would send a JavaScript array as a
 * PostgreSQL array literal. `defaulted`: the column has a DEFAULT, so an insert may leave it out.
 */
function jsonColumn(type: string, options: { defaulted?: boolean } = {}): string {
  const column = `ColumnType<${type}, string, string>`;
  return options.defaulted ? `Generated<${column}>` : column;
}

export const JSON_COLUMN_TYPES: Readonly<Record<string, string>> = {
  'banners.related_product_ids': jsonColumn('string[]', { defaulted: true }),
  'categories.vertical': 'Vertical',
  'income_compensations.kind': "IncomeCompensation['kind']",
  'income_entries.kind': "'income' | 'fee_service' | 'fee_payment' | 'refund' | 'compensation' | 'correction' | 'payout' | 'payout_returned'",
  'orders.payment_method': 'PaymentMethod',
  'payouts.status': 'PayoutStatus',
  'products.approval_status': "Generated<SellerProduct['approval_status']>",
  'products.form': `${jsonColumn('ProductDraft')} | null`,
  'products.images': jsonColumn('string[]', { defaulted: true }),
  'products.return_conditions': jsonColumn('string[]', { defaulted: true }),
  'products.classifications': jsonColumn('Classification[]', { defaulted: true }),
  'promotion_programs.type': 'Generated<PromotionType>',
  'shop_applications.status': 'ShopApplicationStatus',
  'shop_categories.status': 'Generated<ShopCategoryStatus>',
  'shop_payment_accounts.settlement': 'SettlementSchedule',
  'shop_payment_methods.method': 'PaymentMethod',
  'shop_return_policies.return_conditions': jsonColumn('string[]'),
  'shop_shipping_settings.return_reasons': jsonColumn('string[]'),
  'shop_shipping_settings.shipping_options': jsonColumn('ShippingOption[]'),
  'shops.address': `${jsonColumn('SellerAddress')} | null`,
  'shops.country': "'VN' | 'KR'",
  'size_charts.rows': jsonColumn('SizeChartRow[]', { defaulted: true }),
  'variants.option_values': jsonColumn('OptionValue[]'),
  'vouchers.discount_type': "Voucher['discount_type']",
  'vouchers.display': "Voucher['display']",
  'vouchers.kind': "Voucher['kind']",
  'vouchers.product_ids': jsonColumn('string[]', { defaulted: true }),
  'vouchers.scope': "Voucher['scope']",
  'vouchers.shop_ids': jsonColumn('string[]', { defaulted: true }),
  'vouchers.user_ids': jsonColumn('string[]', { defaulted: true }),
};

/** The core types the entries above name, imported type-only by the generated file. */
export const JSON_COLUMN_IMPORTS: Readonly<Record<string, string>> = {
  Classification: '@modavi/core',
  IncomeCompensation: '@modavi/core',
  OptionValue: '@modavi/core',
  PaymentMethod: '@modavi/core',
  PayoutStatus: '@modavi/core',
  ProductDraft: '@modavi/core',
  PromotionType: '@modavi/core',
  SellerAddress: '@modavi/core',
  SellerProduct: '@modavi/core',
  SettlementSchedule: '@modavi/core',
  ShippingOption: '@modavi/core',
  ShopApplicationStatus: '@modavi/core',
  ShopCategoryStatus: '@modavi/core',
  SizeChartRow: '@modavi/core',
  Vertical: '@modavi/core',
  Voucher: '@modavi/core',
};
