import { vnd, type Vnd } from '../money/money.js';
import { cartShopTotal } from '../cart/cart-total.js';
import type { Cart, CartShopGroup } from '../cart/cart.js';
import { amountOf } from '../promotions/amounts.js';
import { voucherDiscount, type AppliedVoucher } from '../promotions/voucher-discount.js';
import { discountBest } from './discount-amount.js';
import type { Discount } from './discount.js';

/** What a shop's part of the order is priced with. Vouchers must already have passed voucherApplicability. */
export interface ShopPricing {
  readonly discounts?: readonly Discount[];
  readonly shopVoucher?: AppliedVoucher | null;
  readonly shippingFee?: number;
}

/** Where a voucher's amount goes: off the goods, off the shipping, or back to the buyer later. */
interface VoucherSplit {
  readonly goods: number;
  readonly shipping: number;
  readonly cashBack: number;
}

const NO_VOUCHER: VoucherSplit = { goods: 0, shipping: 0, cashBack: 0 };

function voucherSplit(applied: AppliedVoucher | null | undefined, goods: number, shipping: number): VoucherSplit {
  if (!applied) return NO_VOUCHER;
  const amount = voucherDiscount(applied.voucher, goods, shipping, applied.budgetUsed ?? 0);
  if (applied.voucher.kind === 'shipping') return { ...NO_VOUCHER, shipping: amount };
  if (applied.voucher.kind === 'cash_back') return { ...NO_VOUCHER, cashBack: amount };
  return { ...NO_VOUCHER, goods: amount };
}

/** One shop's share of the order. */
export interface ShopPayable {
  readonly shopId: string;
  /** Selected lines at their sale prices (cartShopTotal). */
  readonly subtotal: Vnd;
  readonly discount: Vnd;
  readonly appliedDiscount: Discount | null;
  /** Taken off the goods by the shop voucher. */
  readonly voucher: Vnd;
  readonly shippingFee: Vnd;
  /** Taken off the shipping fee by a shop free-ship voucher. */
  readonly shippingDiscount: Vnd;
  /** Paid back after the order by a cash-back voucher; not taken off the payable amount. */
  readonly cashBack: Vnd;
  readonly payable: Vnd;
}

/**
 * A shop's payable amount: the subtotal of its selected lines, minus its best discount, minus
 * its shop voucher (worked out on what the discount leaves), plus its shipping fee less any
 * free-ship voucher. Never below zero. A shop with nothing selected ships nothing, so its fee
 * is dropped.
 */
export function cartShopPayable(group: CartShopGroup, pricing: ShopPricing = {}): ShopPayable {
  const total = cartShopTotal(group);
  const subtotal = amountOf(total.total);
  const best = discountBest(pricing.discounts ?? [], subtotal);
  const goods = subtotal - best.amount;
  const shippingFee = total.selectedLines > 0 ? amountOf(pricing.shippingFee ?? 0) : 0;
  const split = voucherSplit(pricing.shopVoucher, goods, shippingFee);
  return {
    shopId: total.shopId,
    subtotal: vnd(subtotal),
    discount: best.amount,
    appliedDiscount: best.discount,
    voucher: vnd(split.goods),
    shippingFee: vnd(shippingFee),
    shippingDiscount: vnd(split.shipping),
    cashBack: vnd(split.cashBack),
    payable: vnd(Math.max(0, goods - split.goods) + Math.max(0, shippingFee - split.shipping)),
  };
}

/**
 * The cart page's pricing: each valid group's own discounts (as `carts/all` sends them), no
 * voucher and no shipping yet. With it, cartPayable's shop discount is the one checkout will take
 * for the same selection, and its payable is the goods after each shop's best discount.
 */
export const cartDiscountPricing = (cart: Cart): CartPricing => ({
  shops: Object.fromEntries(cart.valid.map((group) => [group.shop._id, { discounts: group.discounts ?? [] }])),
});

/** How a whole cart is priced: per shop (by shop id), and the platform's vouchers. */
export interface CartPricing {
  readonly shops?: Readonly<Record<string, ShopPricing>>;
  /** Platform vouchers (at most one per kind, as the checkout offers them). */
  readonly platformVouchers?: readonly AppliedVoucher[];
}

export interface CartPayable {
  readonly shops: readonly ShopPayable[];
  readonly subtotal: Vnd;
  readonly discount: Vnd;
  readonly shopVouchers: Vnd;
  /** Taken off by the platform's vouchers, goods and shipping together. */
  readonly platformVouchers: Vnd;
  readonly shippingFee: Vnd;
  /** Taken off shipping by shop and platform free-ship vouchers together. */
  readonly shippingDiscount: Vnd;
  readonly cashBack: Vnd;
  readonly payable: Vnd;
}

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/**
 * What the buyer pays for the selected lines of the valid groups: each shop's payable amount
 * (cartShopPayable), minus the platform's vouchers. Each platform voucher is worked out on the
 * goods and shipping the shops leave; together they never take off more than those, so the
 * total is never below zero. Cash back is reported, not deducted.
 */
export function cartPayable(cart: Cart, pricing: CartPricing = {}): CartPayable {
  const shops = cart.valid.map((group) => cartShopPayable(group, pricing.shops?.[group.shop._id] ?? {}));
  const goodsLeft = sum(shops.map((shop) => Math.max(0, shop.subtotal - shop.discount - shop.voucher)));
  const shippingLeft = sum(shops.map((shop) => Math.max(0, shop.shippingFee - shop.shippingDiscount)));
  const splits = (pricing.platformVouchers ?? []).map((applied) => voucherSplit(applied, goodsLeft, shippingLeft));
  const platformGoods = Math.min(goodsLeft, sum(splits.map((split) => split.goods)));
  const platformShipping = Math.min(shippingLeft, sum(splits.map((split) => split.shipping)));
  return {
    shops,
    subtotal: vnd(sum(shops.map((shop) => shop.subtotal))),
    discount: vnd(sum(shops.map((shop) => shop.discount))),
    shopVouchers: vnd(sum(shops.map((shop) => shop.voucher))),
    platformVouchers: vnd(platformGoods + platformShipping),
    shippingFee: vnd(sum(shops.map((shop) => shop.shippingFee))),
    shippingDiscount: vnd(sum(shops.map((shop) => shop.shippingDiscount)) + platformShipping),
    cashBack: vnd(sum(shops.map((shop) => shop.cashBack)) + sum(splits.map((split) => split.cashBack))),
    payable: vnd(goodsLeft - platformGoods + shippingLeft - platformShipping),
  };
}
