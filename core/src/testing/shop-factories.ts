/**
 * Factories for the shop domain: a registration that passes every rule, size charts as the API
 * sends them, a body to fit, and a logger that records what it is told. Deterministic.
 */
import type { BodyMeasurements } from '../identity/body-measurements.js';
import type { Logger } from '../ports/platform.js';
import type { SellerApplication } from '../shop/seller-application.js';
import type { ShopCategory } from '../shop/shop-category.js';
import type { SizeChartRow } from '../shop/size-chart.js';

/** 118 characters: inside the 100-500 a shop description needs. */
export const SHOP_DESCRIPTION =
  'Cửa hàng chuyên áo dài lụa và phụ kiện thủ công từ Hà Nội, giao hàng toàn quốc, đổi trả trong 7 ngày nếu sản phẩm lỗi.';

export const makeSellerApplication = (overrides: Partial<SellerApplication> = {}): SellerApplication => ({
  full_name: 'Nguyễn Thị Lan',
  dob: '12/03/1995',
  phone: '0912345678',
  id_number: '001095012345',
  email: 'lan@modavi.vn',
  tax_code: null,
  bank_name: null,
  account_number: null,
  branch: null,
  store_name: 'Tiệm Áo Dài Lan',
  business_registered: true,
  industry: 'fashion_women',
  industry_other: null,
  has_address: true,
  platform: 'facebook',
  platform_link: 'https://facebook.com/tiemaodailan',
  description: SHOP_DESCRIPTION,
  address: { street: '12 Hàng Bông', province: 'Hà Nội', district: 'Hoàn Kiếm', ward: 'Hàng Trống' },
  business_type: 'personal_household',
  id_front_photo: '/media/kyc/front.jpg',
  id_back_photo: '/media/kyc/back.jpg',
  licence_photo: '/media/kyc/licence.jpg',
  ...overrides,
});

export const makeShopCategory = (overrides: Partial<ShopCategory> = {}): ShopCategory => ({
  _id: 'shop-category-1',
  title: 'Áo dài cưới',
  status: 'show',
  created_at: '2025-01-15T03:00:00.000Z',
  products: ['product-1'],
  ...overrides,
});

/** A cell as the API sends it; attribute 1 is chest, 2 upper waist, 6 hip. */
const cell = (attribute_id: number, name: string, values: string) => ({ attribute_id, name, values });

/** S, M and L of a top: chest, upper waist and hip ranges in cm. */
export const makeSizeChartRows = (): SizeChartRow[] => [
  { size_name: 'S', size_values: [cell(1, 'Vòng ngực', '80-84'), cell(2, 'Vòng eo trên', '62-66'), cell(6, 'Vòng mông', '86-90')] },
  { size_name: 'M', size_values: [cell(1, 'Vòng ngực', '84-88'), cell(2, 'Vòng eo trên', '66-70'), cell(6, 'Vòng mông', '90-94')] },
  { size_name: 'L', size_values: [cell(1, 'Vòng ngực', '88-92'), cell(2, 'Vòng eo trên', '70-74'), cell(6, 'Vòng mông', '94-98')] },
];

/** A profile with only height and weight unless overridden. */
export const makeBodyMeasurements = (overrides: Partial<BodyMeasurements> = {}): BodyMeasurements => ({
  height: 160,
  weight: 50,
  chest: null,
  upper_waist: null,
  lower_waist: null,
  hip: null,
  shoulder_length: null,
  shirt_length: null,
  trouser_length: null,
  bottom: null,
  ...overrides,
});

export interface LoggedEntry {
  readonly level: 'info' | 'warn' | 'error';
  readonly message: string;
  readonly detail: unknown;
}

/** A Logger that keeps every entry, for asserting what went to the console. */
export const makeRecordingLogger = (): Logger & { readonly entries: LoggedEntry[] } => {
  const entries: LoggedEntry[] = [];
  return {
    entries,
    info: (message, detail) => void entries.push({ level: 'info', message, detail }),
    warn: (message, detail) => void entries.push({ level: 'warn', message, detail }),
    error: (message, detail) => void entries.push({ level: 'error', message, detail }),
  };
};
