import { err, ok, type Result } from '../shared/result.js';

/**
 * The shop a return belongs to: the one shop whose goods its lines hold. Only that shop's
 * seller sees and answers it, so a return holding goods of several shops (or none) is
 * refused; the buyer returns each shop's goods on their own.
 */
export function refundShop(lineShopIds: readonly string[]): Result<string, 'REFUND.REQUEST_ONE_SHOP'> {
  const shops = new Set(lineShopIds);
  const [only] = shops;
  return shops.size === 1 && only !== undefined ? ok(only) : err('REFUND.REQUEST_ONE_SHOP');
}
