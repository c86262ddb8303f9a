import {
  payableTotals,
  shopPayableTotals,
  vnd,
  type CheckoutPreview,
  type CheckoutVoucherResult,
  type OrderVoucher,
} from '@modavi/core';
import type { Quote, QuoteVoucher } from './checkout-quote.js';

/** A voucher as the order keeps it: its code, name and kind, and what it gave. */
export const quoteVoucherJson = (outcome: QuoteVoucher): OrderVoucher | null =>
  outcome.voucher
    ? {
        code: outcome.voucher.code,
        name: outcome.voucher.name,
        kind: outcome.voucher.kind,
        amount: vnd(outcome.amount),
        shop_id: outcome.voucher.shop_id ?? null,
      }
    : null;

const voucherResultJson = (outcome: QuoteVoucher): CheckoutVoucherResult => ({
  code: outcome.code,
  applied: outcome.applied,
  voucher: outcome.applied ? quoteVoucherJson(outcome) : null,
  refusal: outcome.refusal ? { code: outcome.refusal.code, params: outcome.refusal.params ?? null } : null,
});

/** The answer of `POST api/v1/mobile/checkout/preview`. */
export const checkoutPreviewJson = (quote: Quote): CheckoutPreview => ({
  shops: quote.shops.map((shop) => ({
    shop: shop.shop,
    items: shop.lines.map((line) => ({
      cart_line_id: line.fact.request.cartLineId,
      product_id: line.fact.request.productId,
      variant_id: line.fact.request.variantId,
      name: line.fact.productName,
      variant_name: line.fact.variantName,
      image: line.fact.image,
      quantity: line.fact.request.quantity,
      unit_price: vnd(line.unitPrice),
      // During a promotion the regular price is what the buyer sees struck through.
      original_price: line.promotion ? vnd(line.fact.salePrice) : line.fact.salePriceOriginal === null ? null : vnd(line.fact.salePriceOriginal),
      stock: line.fact.stock,
      promotion: line.promotion
        ? { program_id: line.promotion.programId, name: line.promotion.programName, max_quantity: line.promotion.maxQuantity }
        : null,
    })),
    shipping_option: shop.option,
    shipping_quotes: [...shop.quotes],
    payment_methods: [...shop.settings.paymentMethods],
    totals: shopPayableTotals(shop.payable),
  })),
  vouchers: quote.vouchers.map(voucherResultJson),
  payment_methods: [...quote.paymentMethods],
  is_international: quote.isInternational,
  totals: payableTotals(quote.payable),
  issues: [...quote.issues],
});
