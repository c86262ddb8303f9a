import { beforeEach, describe, expect, it } from 'vitest';
import { CartSchema, type CartGateway } from '@modavi/core';

/** What a cart gateway under test is handed: fresh, empty, over a catalogue with these items. */
export interface CartContractSubject {
  readonly gateway: CartGateway;
  /** A product with variants and one variant with at least 3 in stock. */
  readonly withVariants: { readonly productId: string; readonly variantId: string; readonly stock: number; readonly shopId: string };
  /** Another in-stock variant, of a product from a different shop. */
  readonly other: { readonly productId: string; readonly variantId: string; readonly shopId: string };
}

/**
 * The one behaviour every CartGateway shares, whether it keeps the cart in memory or talks
 * to the reference server over HTTP.
 */
export function cartGatewayContract(name: string, subject: () => Promise<CartContractSubject>) {
  describe(`CartGateway contract: ${name}`, () => {
    let s: CartContractSubject;
    beforeEach(async () => {
      s = await subject();
    });

    const addOne = () => s.gateway.cartAdd({ product_id: s.withVariants.productId, variant_id: s.withVariants.variantId, quantity: 1 });

    it('starts empty', async () => {
      expect(await s.gateway.cartCount()).toEqual({ ok: true, value: 0 });
      const cart = await s.gateway.cartGet();
      expect(cart.ok && CartSchema.parse(cart.value)).toEqual({ valid: [], invalid: [] });
    });

    it('refuses a product with variants when no variant is chosen', async () => {
      const result = await s.gateway.cartAdd({ product_id: s.withVariants.productId, quantity: 1 });
      expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_REQUEST', errorCode: 'CART.VARIANT_REQUIRED' } });
      expect(await s.gateway.cartCount()).toEqual({ ok: true, value: 0 });
    });

    it('adds a line into its shop group and counts lines', async () => {
      expect(await addOne()).toEqual({ ok: true, value: 1 });
      const cart = await s.gateway.cartGet();
      if (!cart.ok) throw new Error('cart read failed');
      expect(cart.value.valid).toHaveLength(1);
      expect(cart.value.valid[0]?.shop._id).toBe(s.withVariants.shopId);
      expect(cart.value.valid[0]?.items[0]).toMatchObject({ quantity: 1, variant_id: s.withVariants.variantId, is_selected: true });
    });

    it('merges the same variant into one line', async () => {
      await addOne();
      expect(await addOne()).toEqual({ ok: true, value: 1 });
      const cart = await s.gateway.cartGet();
      expect(cart.ok && cart.value.valid[0]?.items[0]?.quantity).toBe(2);
    });

    it('groups lines of different shops apart', async () => {
      await addOne();
      await s.gateway.cartAdd({ product_id: s.other.productId, variant_id: s.other.variantId, quantity: 1 });
      const cart = await s.gateway.cartGet();
      expect(cart.ok && cart.value.valid.map((group) => group.shop._id).sort()).toEqual([s.withVariants.shopId, s.other.shopId].sort());
    });

    it('refuses more than the stock, counting what is already in the cart', async () => {
      await addOne();
      const result = await s.gateway.cartAdd({
        product_id: s.withVariants.productId,
        variant_id: s.withVariants.variantId,
        quantity: s.withVariants.stock,
      });
      expect(result).toMatchObject({ ok: false, error: { code: 'CONFLICT', errorCode: 'CART.OUT_OF_STOCK' } });
    });

    it('sets quantities within 1..stock only', async () => {
      await addOne();
      const cart = await s.gateway.cartGet();
      const lineId = cart.ok ? cart.value.valid[0]?.items[0]?._id : undefined;
      if (!lineId) throw new Error('no line');
      expect(await s.gateway.cartQuantitySet(lineId, 3)).toEqual({ ok: true, value: undefined });
      expect(await s.gateway.cartQuantitySet(lineId, 0)).toMatchObject({ ok: false, error: { code: 'INVALID_REQUEST' } });
      expect(await s.gateway.cartQuantitySet(lineId, s.withVariants.stock + 1)).toMatchObject({
        ok: false,
        error: { code: 'CONFLICT', errorCode: 'CART.OUT_OF_STOCK' },
      });
      const after = await s.gateway.cartGet();
      expect(after.ok && after.value.valid[0]?.items[0]?.quantity).toBe(3);
    });

    it('removes one line and many lines; an unknown line is not found', async () => {
      await addOne();
      await s.gateway.cartAdd({ product_id: s.other.productId, variant_id: s.other.variantId, quantity: 1 });
      const cart = await s.gateway.cartGet();
      const ids = cart.ok ? cart.value.valid.flatMap((group) => group.items.map((line) => line._id)) : [];
      expect(ids).toHaveLength(2);
      expect(await s.gateway.cartRemove(ids[0] ?? '')).toEqual({ ok: true, value: undefined });
      expect(await s.gateway.cartCount()).toEqual({ ok: true, value: 1 });
      expect(await s.gateway.cartRemove(ids[0] ?? '')).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
      expect(await s.gateway.cartRemoveMany(ids)).toEqual({ ok: true, value: undefined });
      expect(await s.gateway.cartCount()).toEqual({ ok: true, value: 0 });
    });
  });
}
