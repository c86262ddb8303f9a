/**
 * Factories for the seller-catalogue domain: a product draft that passes every rule, and the
 * rows and files around it. Deterministic; tests override what they are about.
 */
import { vnd } from '../money/money.js';
import type { ClassificationDraft, ClassificationOptionDraft, ProductDraft, SizeDetail } from '../seller-catalogue/product-draft.js';
import type { PickedFile } from '../seller-catalogue/product-file.js';
import type { SellerProduct } from '../seller-catalogue/seller-product.js';
import { productVariantMatrix } from '../seller-catalogue/product-variants.js';

/** 145 characters: inside 100-3000, with room to shrink or grow in a test. */
export const DRAFT_DESCRIPTION =
  'Áo dài lụa tơ tằm may thủ công tại Hà Nội, thêu tay hoa sen trên nền lụa mềm. Chất vải thoáng mát, giữ form tốt, phù hợp đi tiệc và chụp ảnh Tết.';

export const makeOptionDraft = (overrides: Partial<ClassificationOptionDraft> = {}): ClassificationOptionDraft => ({
  name: 'Đỏ son',
  price: vnd(450_000),
  stock: 10,
  images: [],
  ...overrides,
});

export const makeClassificationDraft = (overrides: Partial<ClassificationDraft> = {}): ClassificationDraft => ({
  name: 'Màu sắc',
  type: 'color',
  options: [makeOptionDraft(), makeOptionDraft({ name: 'Trắng ngà', stock: 5 })],
  ...overrides,
});

export const makeSizeDetail = (overrides: Partial<SizeDetail> = {}): SizeDetail => ({
  size_name: 'M',
  height: { min: 155, max: 165 },
  weight: { min: 45, max: 55 },
  ...overrides,
});

/** A new product (no `_id`) that passes productDraftValidate. */
export const makeProductDraft = (overrides: Partial<ProductDraft> = {}): ProductDraft => {
  const draft = makeProductDraftBare(overrides);
  return { ...draft, variants: overrides.variants ?? productVariantMatrix(draft.classifications, []) };
};

const makeProductDraftBare = (overrides: Partial<ProductDraft>): ProductDraft => ({
  name: 'Áo dài lụa tơ tằm thêu hoa sen',
  description: DRAFT_DESCRIPTION,
  images: ['https://cdn.modavi.test/products/draft-1.jpg', '/media/products/draft-1/2.svg'],
  video: null,
  category_id: 'category-1',
  weight: 300,
  length: 30,
  width: 20,
  height: 5,
  sale_price: vnd(450_000),
  quantity: 15,
  classifications: [makeClassificationDraft()],
  variants: [],
  size_chart_id: null,
  size_details: [makeSizeDetail()],
  preparation_time: 5,
  return_period: 7,
  return_conditions: ['Còn nguyên tem mác'],
  shipping_info: null,
  authenticity_commitment: true,
  guarantee_commitment: false,
  link: null,
  ...overrides,
});

/** A confirmed, shown product in stock: the 'available' tab. */
export const makeSellerProduct = (overrides: Partial<SellerProduct> = {}): SellerProduct => ({
  _id: 'product-1',
  name: 'Áo dài lụa tơ tằm thêu hoa sen',
  images: ['https://cdn.modavi.test/products/product-1.jpg'],
  sale_price: vnd(450_000),
  quantity: 10,
  sold: 0,
  approval_status: 'confirmed',
  is_hidden: false,
  is_draft: false,
  rejection_reason: null,
  ...overrides,
});

export const makePickedFile = (overrides: Partial<PickedFile> = {}): PickedFile => ({
  name: 'ao-dai.jpg',
  mime: 'image/jpeg',
  ...overrides,
});
