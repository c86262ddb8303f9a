import {
  err,
  gatewayError,
  ok,
  type Cart,
  type CartGateway,
  type CartLine,
  type CartShopGroup,
  type IdGenerator,
  type Product,
} from '@modavi/core';

interface StoredLine {
  readonly id: string;
  readonly productId: string;
  readonly variantId: string | null;
  quantity: number;
}

/**
 * CartGateway kept in memory over a fixed product list; it follows the same rules as the
 * reference server (merge same variant, stock bound, invalid when sold out) so both pass one
 * contract suite.
 */
export function memoryCartGateway(products: readonly Product[], ids: IdGenerator): CartGateway {
  const lines: StoredLine[] = [];
  const productOf = (id: string) => products.find((product) => product._id === id);
  const stockOf = (product: Product, variantId: string | null) =>
    variantId === null ? product.quantity : (product.variants.find((variant) => variant._id === variantId)?.quantity ?? 0);

  const toLine = (stored: StoredLine, product: Product): CartLine => {
    const variant = product.variants.find((candidate) => candidate._id === stored.variantId) ?? null;
    const priced = variant ?? product;
    return {
      _id: stored.id,
      product: {
        _id: product._id,
        name: product.name,
        images: product.images,
        sale_price: product.sale_price,
        sale_price_original: product.sale_price_original ?? null,
        variant: variant && {
          _id: variant._id,
          variant_name: variant.variant_name,
          sale_price: variant.sale_price,
          sale_price_original: variant.sale_price_original ?? null,
          quantity: variant.quantity,
        },
      },
      quantity: stored.quantity,
      sale_price: priced.sale_price,
      price: priced.sale_price,
      price_original: priced.sale_price_original ?? null,
      variant_id: stored.variantId,
      is_selected: true,
      store_quantity: stockOf(product, stored.variantId),
    };
  };

  const buildCart = (): Cart => {
    const valid: CartShopGroup[] = [];
    const invalid: CartShopGroup[] = [];
    for (const stored of [...lines].reverse()) {
      const product = productOf(stored.productId);
      if (!product) continue;
      const line = toLine(stored, product);
      const target = line.store_quantity > 0 ? valid : invalid;
      const group = target.find((candidate) => candidate.shop._id === product.shop._id);
      if (group) group.items.push(line);
      else target.push({ shop: product.shop, items: [line] });
    }
    return { valid, invalid };
  };

  const lineOf = (id: string) => lines.find((line) => line.id === id);

  return {
    cartGet: async () => ok(buildCart()),
    cartCount: async () => ok(lines.length),
    async cartAdd(add) {
      const product = productOf(add.product_id);
      if (!product) return err(gatewayError('NOT_FOUND', { status: 404, errorCode: 'PRODUCT.NOT_FOUND' }));
      const variantId = add.variant_id ?? null;
      if (product.variants.length > 0 && variantId === null) {
        return err(gatewayError('INVALID_REQUEST', { status: 400, errorCode: 'CART.VARIANT_REQUIRED' }));
      }
      const existing = lines.find((line) => line.productId === product._id && line.variantId === variantId);
      const wanted = (existing?.quantity ?? 0) + add.quantity;
      if (wanted > stockOf(product, variantId)) {
        return err(gatewayError('CONFLICT', { status: 409, errorCode: 'CART.OUT_OF_STOCK' }));
      }
      if (existing) {
        lines.splice(lines.indexOf(existing), 1);
        existing.quantity = wanted;
        lines.push(existing);
      } else {
        lines.push({ id: ids.next(), productId: product._id, variantId, quantity: add.quantity });
      }
      return ok(lines.length);
    },
    async cartQuantitySet(lineId, quantity) {
      const line = lineOf(lineId);
      const product = line && productOf(line.productId);
      if (!line || !product) return err(gatewayError('NOT_FOUND', { status: 404, errorCode: 'CART.LINE_NOT_FOUND' }));
      if (!Number.isInteger(quantity) || quantity < 1) {
        return err(gatewayError('INVALID_REQUEST', { status: 400, errorCode: 'CART.QUANTITY_INVALID' }));
      }
      if (quantity > stockOf(product, line.variantId)) {
        return err(gatewayError('CONFLICT', { status: 409, errorCode: 'CART.OUT_OF_STOCK' }));
      }
      line.quantity = quantity;
      return ok(undefined);
    },
    async cartRemove(lineId) {
      const line = lineOf(lineId);
      if (!line) return err(gatewayError('NOT_FOUND', { status: 404, errorCode: 'CART.LINE_NOT_FOUND' }));
      lines.splice(lines.indexOf(line), 1);
      return ok(undefined);
    },
    async cartRemoveMany(lineIds) {
      for (const id of lineIds) {
        const line = lineOf(id);
        if (line) lines.splice(lines.indexOf(line), 1);
      }
      return ok(undefined);
    },
  };
}
