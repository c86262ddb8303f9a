import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { vnd } from '../money/money.js';
import type { Cart } from '../cart/cart.js';
import type { Voucher } from '../promotions/voucher.js';
import type { AppliedVoucher } from '../promotions/voucher-discount.js';
import { cartDiscountPricing, cartPayable, cartShopPayable, type CartPricing, type ShopPricing } from './cart-payable.js';
import { cartTotal } from '../cart/cart-total.js';
import type { Discount } from './discount.js';
import { cartArb } from '../testing/arbitraries.js';
import { makeCart, makeCartGroup, makeCartLine, makeCartLineProduct, makeShop } from '../testing/factories.js';
import { discountArb, makeDiscount } from '../testing/pricing-factories.js';
import { makeVoucher, voucherArb } from '../testing/promotions-factories.js';

/** Oracle for one discount, for realistic discounts (see discount-amount.test.ts). */
function referenceDiscount(discount: Discount, subtotal: number): number {
  if (!discount.available || subtotal <= 0) return 0;
  let amount = discount.type === 'percent' ? Math.floor((subtotal * discount.value) / 100) : discount.value;
  if (discount.type === 'percent' && discount.max_discount_value && amount > discount.max_discount_value) {
    amount = discount.max_discount_value;
  }
  for (const tier of discount.discount_by_range_price) {
    if (subtotal >= tier.from && (tier.to == null || subtotal <= tier.to)) amount = Math.max(amount, tier.value);
  }
  return Math.min(subtotal, amount);
}

/** Oracle for one voucher: percent of the goods or the fee, capped, within the budget left. */
function referenceVoucher(voucher: Voucher, goods: number, fee: number, budgetUsed: number): number {
  const base = voucher.kind === 'shipping' ? fee : goods;
  let amount = voucher.discount_type === 'percent' ? Math.floor((base * voucher.value) / 100) : voucher.value;
  if (voucher.discount_type === 'percent' && voucher.max_discount && amount > voucher.max_discount) amount = voucher.max_discount;
  if (voucher.max_budget) amount = Math.min(amount, Math.max(0, voucher.max_budget - budgetUsed));
  return Math.max(0, Math.min(amount, base));
}

/** Oracle for the whole cart: the rule of cartPayable written as one plain loop. */
function referencePayable(cart: Cart, pricing: CartPricing): number {
  let goods = 0;
  let shipping = 0;
  for (const group of cart.valid) {
    const shop = pricing.shops?.[group.shop._id] ?? {};
    let subtotal = 0;
    let anySelected = false;
    for (const line of group.items) {
      if (!line.is_selected) continue;
      anySelected = true;
      subtotal += (line.product.variant ?? line.product).sale_price * line.quantity;
    }
    let best = 0;
    for (const discount of shop.discounts ?? []) best = Math.max(best, referenceDiscount(discount, subtotal));
    let shopGoods = subtotal - best;
    let fee = anySelected ? (shop.shippingFee ?? 0) : 0;
    if (shop.shopVoucher) {
      const amount = referenceVoucher(shop.shopVoucher.voucher, shopGoods, fee, shop.shopVoucher.budgetUsed ?? 0);
      if (shop.shopVoucher.voucher.kind === 'shipping') fee -= amount;
      else if (shop.shopVoucher.voucher.kind !== 'cash_back') shopGoods -= amount;
    }
    goods += shopGoods;
    shipping += fee;
  }
  let offGoods = 0;
  let offShipping = 0;
  for (const applied of pricing.platformVouchers ?? []) {
    const amount = referenceVoucher(applied.voucher, goods, shipping, applied.budgetUsed ?? 0);
    if (applied.voucher.kind === 'shipping') offShipping += amount;
    else if (applied.voucher.kind !== 'cash_back') offGoods += amount;
  }
  return goods - Math.min(goods, offGoods) + shipping - Math.min(shipping, offShipping);
}

const appliedArb: fc.Arbitrary<AppliedVoucher> = fc.record(
  { voucher: voucherArb(), budgetUsed: fc.integer({ min: 0, max: 100_000_000 }) },
  { requiredKeys: ['voucher'] },
);

const shopPricingArb: fc.Arbitrary<ShopPricing> = fc.record(
  {
    discounts: fc.array(discountArb(), { maxLength: 3 }),
    shopVoucher: fc.option(appliedArb, { nil: null }),
    shippingFee: fc.integer({ min: 0, max: 200_000 }),
  },
  { requiredKeys: [] },
);

/** A cart and pricing for some of its shops (cartArb names valid shops shop-valid-0, -1, ...). */
const pricedCartArb = fc.record({
  cart: cartArb(),
  shops: fc.array(shopPricingArb, { maxLength: 4 }),
  platformVouchers: fc.array(appliedArb, { maxLength: 3 }),
}).map(({ cart, shops, platformVouchers }) => ({
  cart,
  pricing: {
    shops: Object.fromEntries(shops.map((shop, index) => [`shop-valid-${index}`, shop])),
    platformVouchers,
  } satisfies CartPricing,
}));

describe('cartPayable against the reference', () => {
  it('matches the oracle over random carts, discounts, vouchers and fees', () => {
    fc.assert(
      fc.property(pricedCartArb, ({ cart, pricing }) => {
        expect(cartPayable(cart, pricing).payable).toBe(referencePayable(cart, pricing));
      }),
    );
  });
});

describe('cartPayable invariants', () => {
  it('is never below zero nor above the subtotal plus shipping', () => {
    fc.assert(
      fc.property(pricedCartArb, ({ cart, pricing }) => {
        const result = cartPayable(cart, pricing);
        expect(result.payable).toBeGreaterThanOrEqual(0);
        expect(result.payable).toBeLessThanOrEqual(result.subtotal + result.shippingFee);
      }),
    );
  });

  it('adds up: each shop pays what it owes and the platform vouchers come off the sum', () => {
    fc.assert(
      fc.property(pricedCartArb, ({ cart, pricing }) => {
        const result = cartPayable(cart, pricing);
        const shopsPayable = result.shops.reduce((sum, shop) => sum + shop.payable, 0);
        expect(result.payable).toBe(shopsPayable - result.platformVouchers);
        for (const shop of result.shops) {
          expect(shop.payable).toBe(shop.subtotal - shop.discount - shop.voucher + shop.shippingFee - shop.shippingDiscount);
        }
      }),
    );
  });

  it('only gets cheaper with one more platform voucher', () => {
    fc.assert(
      fc.property(pricedCartArb, appliedArb, ({ cart, pricing }, extra) => {
        const more = { ...pricing, platformVouchers: [...pricing.platformVouchers, extra] };
        expect(cartPayable(cart, more).payable).toBeLessThanOrEqual(cartPayable(cart, pricing).payable);
      }),
    );
  });

  it('reports cash back without taking it off', () => {
    fc.assert(
      fc.property(pricedCartArb, appliedArb, ({ cart, pricing }, extra) => {
        const cashBack = { ...extra, voucher: { ...extra.voucher, kind: 'cash_back' as const } };
        const withCashBack = { ...pricing, platformVouchers: [...pricing.platformVouchers, cashBack] };
        expect(cartPayable(cart, withCashBack).payable).toBe(cartPayable(cart, pricing).payable);
      }),
    );
  });

  it('charges no shipping for a shop with nothing selected', () => {
    fc.assert(
      fc.property(shopPricingArb, (pricing) => {
        const group = makeCartGroup({ items: [makeCartLine({ is_selected: false })] });
        expect(cartShopPayable(group, pricing)).toMatchObject({ shippingFee: 0, payable: 0 });
      }),
    );
  });
});

describe('cartPayable examples', () => {
  const line = (price: number, quantity = 1) =>
    makeCartLine({ quantity, product: makeCartLineProduct({ sale_price: vnd(price), sale_price_original: null }) });

  it('takes the best discount and the shop voucher off one shop and adds its shipping', () => {
    const group = makeCartGroup({ items: [line(400_000, 2)] });
    const pricing: ShopPricing = {
      discounts: [makeDiscount({ value: 10, max_discount_value: vnd(50_000) }), makeDiscount({ type: 'price', value: 30_000 })],
      shopVoucher: { voucher: makeVoucher({ discount_type: 'fixed', value: 20_000 }) },
      shippingFee: 30_000,
    };
    expect(cartShopPayable(group, pricing)).toMatchObject({
      subtotal: 800_000,
      discount: 50_000,
      voucher: 20_000,
      shippingFee: 30_000,
      payable: 760_000,
    });
  });

  it('works the shop voucher out on what the discount leaves', () => {
    const group = makeCartGroup({ items: [line(1_000_000)] });
    const result = cartShopPayable(group, {
      discounts: [makeDiscount({ type: 'price', value: 200_000 })],
      shopVoucher: { voucher: makeVoucher({ value: 10, max_discount: null }) },
    });
    expect(result.voucher).toBe(80_000);
    expect(result.payable).toBe(720_000);
  });

  it('lets a free-ship voucher cover the fee but no more', () => {
    const group = makeCartGroup({ items: [line(300_000)] });
    const freeShip = makeVoucher({ kind: 'shipping', discount_type: 'fixed', value: 50_000 });
    expect(cartShopPayable(group, { shopVoucher: { voucher: freeShip }, shippingFee: 25_000 })).toMatchObject({
      shippingDiscount: 25_000,
      payable: 300_000,
    });
  });

  it('takes a platform voucher off the whole cart and never goes below zero', () => {
    const cart = makeCart({
      valid: [
        makeCartGroup({ shop: makeShop({ _id: 'a' }), items: [line(60_000)] }),
        makeCartGroup({ shop: makeShop({ _id: 'b' }), items: [line(40_000)] }),
      ],
    });
    const platform = makeVoucher({ shop_id: null, discount_type: 'fixed', value: 200_000 });
    const result = cartPayable(cart, {
      shops: { a: { shippingFee: 15_000 }, b: { shippingFee: 15_000 } },
      platformVouchers: [{ voucher: platform }],
    });
    expect(result).toMatchObject({ subtotal: 100_000, shippingFee: 30_000, platformVouchers: 100_000, payable: 30_000 });
  });

  it('is the selected subtotal when nothing is priced', () => {
    const cart = makeCart({ valid: [makeCartGroup({ items: [line(250_000, 3)] })] });
    expect(cartPayable(cart).payable).toBe(750_000);
    expect(cartPayable({ valid: [], invalid: [] }).payable).toBe(0);
  });

  it('treats a broken shipping fee as none', () => {
    const group = makeCartGroup({ items: [line(100_000)] });
    expect(cartShopPayable(group, { shippingFee: Number.NaN }).payable).toBe(100_000);
    expect(cartShopPayable(group, { shippingFee: -20_000 }).payable).toBe(100_000);
  });

  it("with the cart's own discounts, each shop takes its best discount and nothing else (cartDiscountPricing)", () => {
    const discountedCartArb = cartArb().chain((cart) =>
      fc.array(fc.array(discountArb(), { maxLength: 3 }), { minLength: cart.valid.length, maxLength: cart.valid.length }).map(
        (lists): Cart => ({ ...cart, valid: cart.valid.map((group, g) => ({ ...group, discounts: lists[g] ?? [] })) }),
      ),
    );
    fc.assert(
      fc.property(discountedCartArb, (cart) => {
        const result = cartPayable(cart, cartDiscountPricing(cart));
        const totals = cartTotal(cart);
        result.shops.forEach((shop, g) => {
          const group = cart.valid[g]!;
          const best = Math.max(0, ...(group.discounts ?? []).map((discount) => Math.min(referenceDiscount(discount, shop.subtotal), shop.subtotal)));
          expect(shop.subtotal).toBe(totals.shops[g]?.total);
          expect(shop.discount).toBe(best);
          expect(shop.voucher + shop.shippingFee + shop.cashBack).toBe(0);
          expect(shop.payable).toBe(shop.subtotal - shop.discount);
        });
        expect(result.payable).toBe(totals.total - result.discount);
      }),
    );
  });
});
