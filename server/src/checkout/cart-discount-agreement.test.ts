import { describe, expect, it } from 'vitest';
import { API_PATHS, CartSchema, cartDiscountPricing, cartLineUnitPrice, cartPayable, envelopeSchema, type Cart } from '@modavi/core';
import { call } from '../testing/test-api.js';
import { guestToken, orderBody, type SellableProbe } from '../testing/commerce-probe.js';
import { checkoutFixture } from './checkout-test-setup.js';

const CartEnvelope = envelopeSchema(CartSchema);

/** Products on no promotion (the cart shows sale prices) of shops that have a shop discount. */
async function discountedProbes(db: ReturnType<typeof checkoutFixture>['db']): Promise<(SellableProbe & { quantity: number })[]> {
  const rows = await db.query<{ product_id: string; variant_id: string | null; shop_id: string; stock: number; price: number; weight: number }>(
    `SELECT p.id AS product_id, v.id AS variant_id, p.shop_id, coalesce(v.quantity, p.quantity) AS stock,
       coalesce(v.sale_price, p.sale_price) AS price, p.weight
     FROM products p
     LEFT JOIN LATERAL (SELECT * FROM variants x WHERE x.product_id = p.id AND x.quantity >= 2 ORDER BY x.position LIMIT 1) v ON true
     WHERE NOT p.hidden AND NOT EXISTS (SELECT 1 FROM promotion_items i WHERE i.product_id = p.id)
       AND EXISTS (SELECT 1 FROM shop_discounts d WHERE d.shop_id = p.shop_id AND d.available)
       AND ((v.id IS NOT NULL) OR (NOT EXISTS (SELECT 1 FROM variants y WHERE y.product_id = p.id) AND p.quantity >= 2))
     ORDER BY p.position LIMIT 40`,
  );
  return rows.map((row) => ({
    productId: row.product_id,
    variantId: row.variant_id,
    shopId: row.shop_id,
    stock: row.stock,
    price: row.price,
    weight: row.weight,
    quantity: Math.min(row.stock, 5),
  }));
}

describe('the cart shows the shop discount checkout will take (PGlite)', () => {
  const fixture = checkoutFixture();

  it("carts/all carries each shop's discounts; core's cartPayable over it agrees with the checkout preview of the same lines", async () => {
    const { app, db } = fixture;
    let checked = 0;
    for (const probe of await discountedProbes(db)) {
      const token = await guestToken(app);
      const lineId = await fixture.addToCart(token, probe, probe.quantity);
      const listed = await call(app, 'GET', API_PATHS.cartAll, { token });
      const cart: Cart = CartEnvelope.parse(listed.body).data;
      const group = cart.valid.find((candidate) => candidate.shop._id === probe.shopId);
      expect(group?.discounts?.length ?? 0).toBeGreaterThan(0);

      const shown = cartPayable(cart, cartDiscountPricing(cart));
      const preview = await fixture.preview(
        token,
        orderBody([{ probe, quantity: probe.quantity, cartLineId: lineId }], { address: null, payment_method: null }),
      );
      const charged = preview.shops[0]?.totals;
      expect(shown.shops[0]).toMatchObject({ subtotal: charged?.subtotal, discount: charged?.discount });
      expect(shown.payable).toBe(preview.totals.payable);
      if ((charged?.discount ?? 0) > 0) checked += 1;
      if (checked >= 2) break;
    }
    // The comparison means something only where a discount applies: the seed has such shops.
    expect(checked).toBeGreaterThanOrEqual(2);
  });

  it("a line under a running promotion: the cart prices it at the promotion's price, and its total is the checkout preview's", async () => {
    const { app, db } = fixture;
    const rows = await db.query<{ product_id: string; variant_id: string; shop_id: string; stock: number; price: number; weight: number;
      discount_percent: number; max_discount: number | null }>(
      `SELECT i.product_id, v.id AS variant_id, p.shop_id, v.quantity AS stock, v.sale_price AS price, p.weight, i.discount_percent, i.max_discount
       FROM promotion_items i JOIN promotion_programs g ON g.id = i.program_id JOIN products p ON p.id = i.product_id
       JOIN LATERAL (SELECT * FROM variants x WHERE x.product_id = p.id AND x.quantity >= 2 AND (i.variant_id IS NULL OR x.id = i.variant_id)
         ORDER BY x.position LIMIT 1) v ON true
       WHERE NOT p.hidden AND NOT g.deleted AND NOT g.ended_early AND g.start_time < now() AND g.end_time > now()
         AND i.sold < i.product_limit AND i.discount_percent > 0
       ORDER BY i.id LIMIT 1`,
    );
    const item = rows[0];
    if (!item) throw new Error('the seed has no running promotion on a variant in stock');
    const probe: SellableProbe = { productId: item.product_id, variantId: item.variant_id, shopId: item.shop_id, stock: item.stock, price: item.price, weight: item.weight };
    const off = Math.min(Math.floor((item.price * item.discount_percent) / 100), item.max_discount ?? Number.POSITIVE_INFINITY);
    expect(off).toBeGreaterThan(0);

    const token = await guestToken(app);
    const lineId = await fixture.addToCart(token, probe, 1);
    const cart = CartEnvelope.parse((await call(app, 'GET', API_PATHS.cartAll, { token })).body).data;
    const line = cart.valid.flatMap((group) => group.items).find((candidate) => candidate._id === lineId);
    expect(line && cartLineUnitPrice(line)).toBe(item.price - off);
    expect(line?.price).toBe(item.price - off);

    const shown = cartPayable(cart, cartDiscountPricing(cart));
    const preview = await fixture.preview(token, orderBody([{ probe, quantity: 1, cartLineId: lineId }], { address: null, payment_method: null }));
    expect(preview.shops[0]?.items[0]?.unit_price).toBe(item.price - off);
    expect(shown.shops[0]).toMatchObject({ subtotal: preview.shops[0]?.totals.subtotal, discount: preview.shops[0]?.totals.discount });
    expect(shown.payable).toBe(preview.totals.payable);
  });

  it('an unticked line leaves the shop nothing to discount', async () => {
    const { app, db } = fixture;
    const [probe] = await discountedProbes(db);
    const token = await guestToken(app);
    await fixture.addToCart(token, probe!, probe!.quantity);
    const cart = CartEnvelope.parse((await call(app, 'GET', API_PATHS.cartAll, { token })).body).data;
    const unticked: Cart = { ...cart, valid: cart.valid.map((group) => ({ ...group, items: group.items.map((line) => ({ ...line, is_selected: false })) })) };
    expect(cartPayable(unticked, cartDiscountPricing(unticked))).toMatchObject({ subtotal: 0, discount: 0, payable: 0 });
  });
});
