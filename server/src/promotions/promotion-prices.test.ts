import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_PATHS, CartSchema, ProductPageSchema, ProductSchema, envelopeSchema, vnd, type ChatMessage, type Product } from '@modavi/core';
import { chatMessagesPriced } from '../chat/chat-store.js';
import { call } from '../testing/test-api.js';
import { guestToken, orderBody, type SellableProbe } from '../testing/commerce-probe.js';
import { checkoutFixture } from '../checkout/checkout-test-setup.js';

const ProductEnvelope = envelopeSchema(ProductSchema);
const PageEnvelope = envelopeSchema(ProductPageSchema);
const CartEnvelope = envelopeSchema(CartSchema);

interface RunningItem {
  readonly item_id: string;
  readonly program_id: string;
  readonly end_ms: number;
  readonly product_id: string;
  readonly shop_id: string;
  readonly weight: number;
}

/** The JSON-LD objects a page carries. */
const structured = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script[^>]* type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>);
const metaOf = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]+)" />`).exec(html)?.[1];

/**
 * Issue 25: a running promotion program's price is what the product page (its API answer and
 * the HTML the server sends), the shop's product list, the cart and checkout all show and charge.
 * Before, the catalogue's answers carried the full price while checkout charged the program's.
 */
describe('a running promotion prices the product the same everywhere (PGlite)', () => {
  const fixture = checkoutFixture();

  it("for every running program of the seed: product page (API and server-rendered HTML), shop list, cart and checkout agree on the program's price", async () => {
    const { app, db } = fixture;
    const items = await db.query<RunningItem>(
      `SELECT i.id AS item_id, i.program_id, (extract(epoch FROM g.end_time) * 1000)::float8 AS end_ms, i.product_id, p.shop_id, p.weight
       FROM promotion_items i JOIN promotion_programs g ON g.id = i.program_id JOIN products p ON p.id = i.product_id
       WHERE p.listed AND NOT g.deleted AND NOT g.ended_early AND g.start_time <= now() AND g.end_time > now() AND i.sold < i.product_limit
       ORDER BY i.id`,
    );
    // The seed runs three programs of a few products each.
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(new Set(items.map((item) => item.program_id)).size).toBeGreaterThanOrEqual(2);

    let compared = 0;
    for (const item of items) {
      const detail = await call(app, 'GET', API_PATHS.product(item.product_id));
      expect(detail.status).toBe(200);
      const product: Product = ProductEnvelope.parse(detail.body).data;
      // The line checkout prices: the first variant in stock, or the product itself when it has none.
      const variant = product.variants.find((candidate) => candidate.quantity > 0) ?? null;
      if (product.variants.length > 0 && variant === null) continue;
      const shown = variant ?? product;
      expect(shown.promotion).toMatchObject({ program_id: item.program_id, end_time: Math.round(item.end_ms) });
      expect(product.promotion).toMatchObject({ program_id: item.program_id, end_time: Math.round(item.end_ms) });
      expect(shown.sale_price_original ?? 0).toBeGreaterThan(shown.sale_price);

      // Checkout charges the page's price and strikes the page's full price.
      const probe: SellableProbe = {
        productId: item.product_id,
        variantId: variant?._id ?? null,
        shopId: item.shop_id,
        stock: variant?.quantity ?? product.quantity,
        price: shown.sale_price,
        weight: item.weight,
      };
      const token = await guestToken(app);
      const lineId = await fixture.addToCart(token, probe, 1);
      const preview = await fixture.preview(token, orderBody([{ probe, quantity: 1, cartLineId: lineId }], { address: null, payment_method: null }));
      const line = preview.shops[0]?.items[0];
      expect(line).toMatchObject({ unit_price: shown.sale_price, original_price: shown.sale_price_original, promotion: { program_id: item.program_id } });
      expect(fixture.issueCodes(preview).filter((code) => code.startsWith('PROMOTION.'))).toEqual([]);

      // The cart shows it too.
      const cart = CartEnvelope.parse((await call(app, 'GET', API_PATHS.cartAll, { token })).body).data;
      expect(cart.valid.flatMap((group) => group.items).find((candidate) => candidate._id === lineId)).toMatchObject({
        price: shown.sale_price,
        price_original: shown.sale_price_original,
      });

      // The shop page's list and the product card: the product's price as on its page.
      const listed = PageEnvelope.parse((await call(app, 'GET', `${API_PATHS.products}?shop_id=${item.shop_id}&limit=60`)).body).data;
      const card = listed.items.find((candidate) => candidate._id === item.product_id);
      expect(card).toMatchObject({ sale_price: product.sale_price, sale_price_original: product.sale_price_original, promotion: { program_id: item.program_id } });

      // The HTML the server sends (also for the address `/uu-dai` links with): Open Graph's price and schema.org's offer.
      const html = await (await app.request(`http://modavi.test/san-pham/${item.product_id}?position=Promotion`)).text();
      expect(metaOf(html, 'product:price:amount')).toBe(String(product.sale_price));
      expect(metaOf(html, 'product:original_price:amount')).toBe(String(product.sale_price_original));
      expect(metaOf(html, 'product:sale_price_dates:end')).toBe(new Date(Math.round(item.end_ms)).toISOString());
      expect(structured(html)[0]).toMatchObject({ offers: { price: product.sale_price, priceValidUntil: new Date(Math.round(item.end_ms)).toISOString() } });
      compared += 1;
    }
    expect(compared).toBeGreaterThanOrEqual(3);
  });

  it('the showcase (/uu-dai) price of each running item is the product page price', async () => {
    const { app } = fixture;
    const Showcases = z.object({
      data: z.array(z.object({ status: z.string(), products: z.array(z.object({ price_after: z.number(), remaining: z.number(), item: z.object({ variant_id: z.string().nullish() }), product: z.object({ _id: z.string() }) })) })),
    });
    const showcases = Showcases.parse((await call(app, 'GET', API_PATHS.promotions)).body).data.filter((showcase) => showcase.status === 'running');
    let compared = 0;
    for (const entry of showcases.flatMap((showcase) => showcase.products)) {
      if (entry.remaining === 0 || entry.item.variant_id) continue;
      const product = ProductEnvelope.parse((await call(app, 'GET', API_PATHS.product(entry.product._id))).body).data;
      expect(product.sale_price).toBe(entry.price_after);
      compared += 1;
    }
    expect(compared).toBeGreaterThanOrEqual(3);
  });

  it('a program whose promotion stock is sold leaves the full price on the page and at checkout', async () => {
    const { app, db } = fixture;
    const [item] = await db.query<{ id: string; product_id: string; shop_id: string; weight: number; variant_id: string | null; price: number; stock: number }>(
      `SELECT i.id, i.product_id, p.shop_id, p.weight, v.id AS variant_id, coalesce(v.sale_price, p.sale_price) AS price, coalesce(v.quantity, p.quantity) AS stock
       FROM promotion_items i JOIN promotion_programs g ON g.id = i.program_id JOIN products p ON p.id = i.product_id
       LEFT JOIN LATERAL (SELECT * FROM variants x WHERE x.product_id = p.id AND x.quantity > 0 ORDER BY x.position LIMIT 1) v ON true
       WHERE p.listed AND g.start_time <= now() AND g.end_time > now() AND NOT g.deleted AND NOT g.ended_early AND i.variant_id IS NULL
         AND (v.id IS NOT NULL OR (p.quantity > 0 AND NOT EXISTS (SELECT 1 FROM variants y WHERE y.product_id = p.id)))
         AND NOT EXISTS (SELECT 1 FROM promotion_items o WHERE o.product_id = p.id AND o.id <> i.id)
       ORDER BY i.id LIMIT 1`,
    );
    if (!item) throw new Error('the seed has no running promotion item alone on its product');
    await db.query('UPDATE promotion_items SET sold = product_limit WHERE id = $1', [item.id]);
    const product = ProductEnvelope.parse((await call(app, 'GET', API_PATHS.product(item.product_id))).body).data;
    const shown = product.variants.find((variant) => variant._id === item.variant_id) ?? product;
    expect(shown.sale_price).toBe(item.price);
    expect(shown.promotion ?? null).toBeNull();
    expect(product.promotion ?? null).toBeNull();
    const probe: SellableProbe = { productId: item.product_id, variantId: item.variant_id, shopId: item.shop_id, stock: item.stock, price: item.price, weight: item.weight };
    const preview = await fixture.preview(await guestToken(app), orderBody([{ probe, quantity: 1 }], { address: null, payment_method: null }));
    expect(preview.shops[0]?.items[0]).toMatchObject({ unit_price: item.price });
    expect(preview.shops[0]?.items[0]?.promotion ?? null).toBeNull();
    expect(fixture.issueCodes(preview).filter((code) => code.startsWith('PROMOTION.'))).toEqual([]);
  });

  it('a kept answer does not outlive a program starting: the product page shows its price from its start, not at the end of the cache life', async () => {
    const { app, db } = fixture;
    const [item] = await db.query<{ program_id: string; product_id: string }>(
      `SELECT i.program_id, i.product_id FROM promotion_items i JOIN promotion_programs g ON g.id = i.program_id JOIN products p ON p.id = i.product_id
       WHERE p.listed AND g.start_time <= now() AND g.end_time > now() AND NOT g.deleted AND NOT g.ended_early AND i.variant_id IS NULL AND i.sold < i.product_limit
         AND NOT EXISTS (SELECT 1 FROM promotion_items o WHERE o.product_id = p.id AND o.id <> i.id)
       ORDER BY i.id LIMIT 1`,
    );
    if (!item) throw new Error('the seed has no running promotion item alone on its product');
    const startsAt = Date.now() + 1_500;
    await db.query('UPDATE promotion_programs SET start_time = to_timestamp($2::float8 / 1000) WHERE id = $1', [item.program_id, startsAt]);
    const page = async () => ProductEnvelope.parse((await call(app, 'GET', API_PATHS.product(item.product_id))).body).data;
    expect((await page()).promotion ?? null).toBeNull();
    expect((await page()).promotion ?? null).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startsAt - Date.now()) + 50));
    // Well inside RESPONSE_CACHE_TTL_MS of the kept answer: only the program's start made it stale.
    expect((await page()).promotion).toMatchObject({ program_id: item.program_id });
  });

  it("a product shown in a chat message carries the card's price under a running program, not the sale price", async () => {
    const { app, db } = fixture;
    const [item] = await db.query<{ product_id: string }>(
      `SELECT i.product_id FROM promotion_items i JOIN promotion_programs g ON g.id = i.program_id JOIN products p ON p.id = i.product_id
       WHERE p.listed AND i.variant_id IS NULL AND NOT g.deleted AND NOT g.ended_early AND g.start_time <= now() AND g.end_time > now()
         AND i.sold < i.product_limit ORDER BY i.id LIMIT 1`,
    );
    if (!item) throw new Error('the seed runs a program over a whole product');
    const product: Product = ProductEnvelope.parse((await call(app, 'GET', API_PATHS.product(item.product_id))).body).data;
    expect(product.promotion).toBeTruthy();
    const full = product.sale_price_original ?? product.sale_price;
    const message: ChatMessage = {
      _id: 'm1',
      room_id: 'r1',
      sender_id: 'u1',
      sender_kind: 'buyer',
      text: '',
      media: [],
      product: { _id: product._id, name: product.name, image: null, sale_price: vnd(full) },
      sent_at: 0,
      read: false,
    };
    const [priced] = await chatMessagesPriced(db, [message], Date.now());
    expect(priced?.product?.sale_price).toBe(product.sale_price);
    expect(product.sale_price).toBeLessThan(full);
  });
});
