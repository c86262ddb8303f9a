/**
 * The seller's marketing calls (ban-hang/ma-giam-gia, ban-hang/chuong-trinh-cua-toi). Their own
 * module rather than API_PATHS, so only the seller area's chunks carry them.
 */
export const SELLER_MARKETING_PATHS = {
  /** GET a page (`?page=&limit=&q=&status=`, with each tab's count) / POST a new voucher. */
  vouchers: 'api/v1/seller/vouchers',
  /** GET, PUT, DELETE one of the shop's vouchers. */
  voucher: (id: string) => `api/v1/seller/vouchers/${encodeURIComponent(id)}`,
  /** POST: ends a running voucher early. */
  voucherEnd: (id: string) => `api/v1/seller/vouchers/${encodeURIComponent(id)}/end`,
  /** GET the shop's customers (`?q=` or `?ids=`) for a voucher meant for chosen users. */
  voucherCustomers: 'api/v1/seller/vouchers/customer-options',
  /** GET a page (`?type=&page=&limit=&q=&status=`) / POST a new promotion program. */
  promotions: 'api/v1/seller/promotions',
  promotion: (id: string) => `api/v1/seller/promotions/${encodeURIComponent(id)}`,
  /** POST: ends a running program early. */
  promotionEnd: (id: string) => `api/v1/seller/promotions/${encodeURIComponent(id)}/end`,
} as const;
