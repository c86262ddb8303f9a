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
  'actor_tokens.role': "'seller' | 'admin' | 'carrier'",
  'banners.related_product_ids': jsonColumn('string[]', { defaulted: true }),
  'carrier_webhook_events.body': jsonColumn('Record<string, unknown>'),
  'categories.vertical': 'Vertical',
  'group_buy_members.role': "'host' | 'member'",
  'group_buy_rooms.invited': jsonColumn('string[]', { defaulted: true }),
  'group_buy_rooms.status': "GroupBuyRoom['status']",
  'income_compensations.kind': "IncomeCompensation['kind']",
  'income_entries.kind': "'income' | 'fee_service' | 'fee_payment' | 'refund' | 'compensation' | 'correction' | 'payout' | 'payout_returned'",
  'order_shops.cancelled_by': 'CancelledBy | null',
  'orders.address': jsonColumn('Address'),
  'orders.cancelled_by': 'CancelledBy | null',
  'orders.carrier_status': 'CarrierStatus | null',
  'orders.payment_method': 'PaymentMethod',
  'orders.payment_status': 'PaymentStatus',
  'orders.status': 'OrderStatus',
  'orders.status_history': jsonColumn('StatusHistoryEntry[]', { defaulted: true }),
  'payment_refunds.cause': "MoneyBack['cause']",
  'payment_refunds.status': "Generated<MoneyBack['status']>",
  'payments.gateway': 'PaymentGateway',
  'payments.method': 'PaymentMethod',
  'payments.status': 'PaymentStatus',
  'payouts.status': 'PayoutStatus',
  'products.approval_status': "Generated<SellerProduct['approval_status']>",
  'products.classifications': jsonColumn('Classification[]', { defaulted: true }),
  'products.form': `${jsonColumn('ProductDraft')} | null`,
  'products.images': jsonColumn('string[]', { defaulted: true }),
  'products.return_conditions': jsonColumn('string[]', { defaulted: true }),
  'promotion_programs.type': 'Generated<PromotionType>',
  'reasons.type': "Reason['type']",
  'refunds.history': jsonColumn('RefundHistoryEntry[]', { defaulted: true }),
  'refunds.images': jsonColumn('string[]', { defaulted: true }),
  'refunds.rejection': 'ColumnType<RefundRejection | null, string | null, string | null>',
  'refunds.return_status': 'ReturnShippingStatus | null',
  'refunds.status': 'RefundStatus',
  'shop_applications.status': 'ShopApplicationStatus',
  'shop_categories.status': 'Generated<ShopCategoryStatus>',
  'shop_discounts.discount_by_range_price': jsonColumn('{ from: number; to: number | null; value: number }[]', { defaulted: true }),
  'shop_discounts.type': 'DiscountType',
  'shop_payment_accounts.settlement': 'SettlementSchedule',
  'shop_payment_methods.method': 'PaymentMethod',
  'shop_return_policies.return_conditions': jsonColumn('string[]'),
  'shop_shipping_settings.return_reasons': jsonColumn('string[]'),
  'shop_shipping_settings.shipping_options': jsonColumn('ShippingOption[]'),
  'shops.address': `${jsonColumn('SellerAddress')} | null`,
  'shops.country': "'VN' | 'KR'",
  'size_charts.rows': jsonColumn('SizeChartRow[]', { defaulted: true }),
  'tracking_sessions.conversion_status': "'in_progress' | 'order_success'",
  'variants.option_values': jsonColumn('OptionValue[]'),
  'vouchers.discount_type': 'VoucherDiscountType',
  'vouchers.display': 'VoucherDisplay',
  'vouchers.kind': 'VoucherKind',
  'vouchers.product_ids': jsonColumn('string[]', { defaulted: true }),
  'vouchers.scope': 'VoucherScope',
  'vouchers.shop_ids': jsonColumn('string[]', { defaulted: true }),
  'vouchers.user_ids': jsonColumn('string[]', { defaulted: true }),
};

/** The core types the entries above name, imported type-only by the generated file. */
export const JSON_COLUMN_IMPORTS: Readonly<Record<string, string>> = {
  Address: '@modavi/core',
  CancelledBy: '@modavi/core',
  CarrierStatus: '@modavi/core',
  Classification: '@modavi/core',
  DiscountType: '@modavi/core',
  GroupBuyRoom: '@modavi/core',
  IncomeCompensation: '@modavi/core',
  MoneyBack: '@modavi/core',
  OptionValue: '@modavi/core',
  OrderStatus: '@modavi/core',
  PaymentGateway: '@modavi/core',
  PaymentMethod: '@modavi/core',
  PaymentStatus: '@modavi/core',
  PayoutStatus: '@modavi/core',
  ProductDraft: '@modavi/core',
  PromotionType: '@modavi/core',
  Reason: '@modavi/core',
  RefundHistoryEntry: '@modavi/core',
  RefundRejection: '@modavi/core',
  RefundStatus: '@modavi/core',
  ReturnShippingStatus: '@modavi/core',
  SellerAddress: '@modavi/core',
  SellerProduct: '@modavi/core',
  SettlementSchedule: '@modavi/core',
  ShippingOption: '@modavi/core',
  ShopApplicationStatus: '@modavi/core',
  ShopCategoryStatus: '@modavi/core',
  SizeChartRow: '@modavi/core',
  StatusHistoryEntry: '@modavi/core',
  Vertical: '@modavi/core',
  Voucher: '@modavi/core',
  VoucherDiscountType: '@modavi/core',
  VoucherDisplay: '@modavi/core',
  VoucherKind: '@modavi/core',
  VoucherScope: '@modavi/core',
};
