import type { Db } from '../db/db.js';
import { SHOP_COLUMNS_SQL, type ShopColumns } from '../catalogue/shop-json.js';

/** A cart line joined with what the cart screen shows about its product, variant and shop. */
export interface CartLineRow extends ShopColumns {
  readonly id: string;
  readonly quantity: number;
  readonly is_selected: boolean;
  readonly variant_id: string | null;
  readonly product_id: string;
  readonly product_name: string;
  readonly product_images: string[];
  readonly product_sale_price: number;
  readonly product_sale_price_original: number | null;
  readonly product_quantity: number;
  readonly product_hidden: boolean;
  readonly variant_name: string | null;
  readonly variant_sale_price: number | null;
  readonly variant_sale_price_original: number | null;
  readonly variant_quantity: number | null;
}

/** The owner's lines, most recently added first. */
export const cartLineRows = (db: Db, ownerId: string): Promise<CartLineRow[]> =>
  db.query<CartLineRow>(
    `SELECT l.id, l.quantity, l.is_selected, l.variant_id,
       p.id AS product_id, p.name AS product_name, p.images AS product_images, p.sale_price AS product_sale_price,
       p.sale_price_original AS product_sale_price_original, p.quantity AS product_quantity, NOT p.listed AS product_hidden,
       v.variant_name, v.sale_price AS variant_sale_price, v.sale_price_original AS variant_sale_price_original,
       v.quantity AS variant_quantity, ${SHOP_COLUMNS_SQL}
     FROM cart_lines l
     JOIN products p ON p.id = l.product_id
     JOIN shops s ON s.id = p.shop_id
     LEFT JOIN variants v ON v.id = l.variant_id
     WHERE l.owner_id = $1
     ORDER BY l.added_seq DESC`,
    [ownerId],
  );

export async function cartLineCount(db: Db, ownerId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM cart_lines WHERE owner_id = $1', [ownerId]);
  return row?.count ?? 0;
}
