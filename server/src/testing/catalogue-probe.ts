import type { Db } from '../db/db.js';

export interface VariantProbe {
  readonly productId: string;
  readonly variantId: string;
  readonly shopId: string;
  readonly stock: number;
  readonly salePrice: number;
}

/**
 * A visible product with at least two classifications and a variant in stock, the n-th in feed
 * order (n lets a test pick products of different shops).
 */
export async function variantInStock(db: Db, nth = 0, minStock = 2): Promise<VariantProbe> {
  const [row] = await db.query<{ product_id: string; variant_id: string; shop_id: string; stock: number; sale_price: number }>(
    `SELECT p.id AS product_id, v.id AS variant_id, p.shop_id, v.quantity AS stock, v.sale_price
     FROM products p
     JOIN LATERAL (SELECT * FROM variants v WHERE v.product_id = p.id AND v.quantity >= $2 ORDER BY v.position LIMIT 1) v ON true
     WHERE NOT p.hidden AND jsonb_array_length(p.classifications) >= 2
     ORDER BY p.position OFFSET $1 LIMIT 1`,
    [nth, minStock],
  );
  if (!row) throw new Error('the seed has no product with two classifications and stock');
  return { productId: row.product_id, variantId: row.variant_id, shopId: row.shop_id, stock: row.stock, salePrice: row.sale_price };
}

/** A visible product without variants and with stock. */
export async function plainProductInStock(db: Db): Promise<{ productId: string; stock: number }> {
  const [row] = await db.query<{ id: string; quantity: number }>(
    `SELECT p.id, p.quantity FROM products p
     WHERE NOT p.hidden AND p.quantity >= 2 AND NOT EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id)
     ORDER BY p.position LIMIT 1`,
  );
  if (!row) throw new Error('the seed has no product without variants');
  return { productId: row.id, stock: row.quantity };
}
