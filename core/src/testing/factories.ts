/**
 * Test factories: deterministic, realistic defaults that a test overrides where it matters,
 * e.g. `makeProduct({ quantity: 0 })`. No clocks, no randomness, no shared counters: the same
 * call always builds the same value. Randomness belongs to the arbitraries (arbitraries.ts).
 */
import { vnd } from '../money/money.js';
import type { ShopSummary } from '../catalogue/shop.js';
import type { Category } from '../catalogue/category.js';
import type { Variant } from '../catalogue/variant.js';
import type { Classification, Product } from '../catalogue/product.js';
import type { Cart, CartLine, CartShopGroup } from '../cart/cart.js';

type CartLineProduct = CartLine['product'];
type CartLineVariant = NonNullable<CartLineProduct['variant']>;

export const makeShop = (overrides: Partial<ShopSummary> = {}): ShopSummary => ({
  _id: 'shop-1',
  name: 'Tiệm Áo Dài Hà Nội',
  avatar: 'https://cdn.modavi.test/shops/shop-1.png',
  country: 'VN',
  rating: 4.8,
  followers: 1200,
  ...overrides,
});

export const makeCategory = (overrides: Partial<Category> = {}): Category => ({
  _id: 'category-1',
  name: 'Áo dài',
  name_en: 'Ao dai',
  vertical: 'fashion',
  image: null,
  ...overrides,
});

/** A catalogue variant (the 'Đỏ | M' option of the default product). */
export const makeVariant = (overrides: Partial<Variant> = {}): Variant => ({
  _id: 'variant-1',
  option_values: [{ name: 'Đỏ' }, { name: 'M' }],
  variant_name: 'Đỏ | M',
  sale_price: vnd(450_000),
  sale_price_original: vnd(600_000),
  quantity: 10,
  images: [],
  ...overrides,
});

export const makeClassification = (overrides: Partial<Classification> = {}): Classification => ({
  name: 'Màu sắc',
  kind: 'color',
  options: [{ name: 'Đỏ' }, { name: 'Trắng' }],
  ...overrides,
});

/** A full product with two classifications (colour, size) and one variant. */
export const makeProduct = (overrides: Partial<Product> = {}): Product => ({
  _id: 'product-1',
  name: 'Áo dài lụa tơ tằm thêu hoa sen',
  images: ['https://cdn.modavi.test/products/product-1.jpg'],
  sale_price: vnd(450_000),
  sale_price_original: vnd(600_000),
  quantity: 10,
  sold: 0,
  rating: null,
  shop: makeShop(),
  description: 'Áo dài lụa tơ tằm may thủ công, thêu tay hoa sen. '.repeat(3),
  video: null,
  category: makeCategory(),
  weight: 300,
  length: 30,
  width: 20,
  height: 5,
  classifications: [
    makeClassification(),
    makeClassification({ name: 'Kích cỡ', kind: 'size', options: [{ name: 'M' }, { name: 'L' }] }),
  ],
  variants: [makeVariant()],
  preparation_time: 5,
  return_period: 7,
  return_conditions: ['Còn nguyên tem mác'],
  link: null,
  ...overrides,
});

/** The variant a cart line points to (the cart's own, smaller variant shape). */
export const makeCartLineVariant = (overrides: Partial<CartLineVariant> = {}): CartLineVariant => ({
  _id: 'variant-1',
  variant_name: 'Đỏ | M',
  sale_price: vnd(450_000),
  sale_price_original: vnd(600_000),
  quantity: 10,
  ...overrides,
});

/** The product of a cart line; without a variant unless one is given. */
export const makeCartLineProduct = (overrides: Partial<CartLineProduct> = {}): CartLineProduct => ({
  _id: 'product-1',
  name: 'Áo dài lụa tơ tằm thêu hoa sen',
  images: ['https://cdn.modavi.test/products/product-1.jpg'],
  sale_price: vnd(500_000),
  sale_price_original: vnd(650_000),
  variant: null,
  ...overrides,
});

/**
 * A selected cart line of quantity 1. Unless overridden, the line-level prices and
 * `variant_id` follow its product (or the product's variant), as the API sends them.
 */
export const makeCartLine = (overrides: Partial<CartLine> = {}): CartLine => {
  const product = overrides.product ?? makeCartLineProduct();
  const priced = product.variant ?? product;
  return {
    _id: 'line-1',
    product,
    quantity: 1,
    sale_price: priced.sale_price,
    price: priced.sale_price,
    price_original: priced.sale_price_original ?? null,
    variant_id: product.variant?._id ?? null,
    is_selected: true,
    store_quantity: 10,
    ...overrides,
  };
};

/** One shop's group with a single default line. */
export const makeCartGroup = (overrides: Partial<CartShopGroup> = {}): CartShopGroup => ({
  shop: makeShop(),
  items: [makeCartLine()],
  ...overrides,
});

/** A cart with one valid group and no invalid ones. */
export const makeCart = (overrides: Partial<Cart> = {}): Cart => ({
  valid: [makeCartGroup()],
  invalid: [],
  ...overrides,
});
