import type { FavouritePage, FavouriteState } from '../favourites/favourite.js';
import type { Banner } from '../promotions/banner.js';
import type { BannerDetail, Collection } from '../promotions/collection.js';
import type { PromotionShowcase } from '../promotions/promotion-showcase.js';
import type { VoucherCatalogueEntry, VoucherWalletEntry } from '../promotions/voucher-wallet.js';
import type { Voucher } from '../promotions/voucher.js';
import type { Result } from '../shared/result.js';
import type { GatewayError } from './gateway-error.js';

/** Vouchers to save and the buyer's wallet, promotion programs, banners and collections. */
export interface PromotionsGateway {
  /** The vouchers offered on /khuyen-mai; `saved` is marked for a signed-in buyer. */
  voucherCatalogue(): Promise<Result<readonly VoucherCatalogueEntry[], GatewayError>>;
  /** The signed-in buyer's saved vouchers (a guest gets 'VOUCHER.SAVE_LOGIN_REQUIRED'). */
  voucherWallet(): Promise<Result<readonly VoucherWalletEntry[], GatewayError>>;
  voucherSave(voucherId: string): Promise<Result<VoucherWalletEntry, GatewayError>>;
  /** Running and upcoming promotion programs with their products. */
  promotionsList(): Promise<Result<readonly PromotionShowcase[], GatewayError>>;
  /** Banners showing now. */
  bannersList(): Promise<Result<readonly Banner[], GatewayError>>;
  bannerGet(bannerId: string): Promise<Result<BannerDetail, GatewayError>>;
  /**
   * A seller page's vouchers: the shop's public ones, running or still to come. Here rather than
   * with the seller page's other calls so that the voucher schema loads with this gateway, never
   * on the first visit.
   */
  shopVouchers(shopId: string): Promise<Result<readonly Voucher[], GatewayError>>;
  /** A collection, narrowed to one shop's products when `shopId` is given. */
  collectionGet(collectionId: string, shopId?: string): Promise<Result<Collection, GatewayError>>;
}

/** The buyer's favourite products; every call needs a signed-in buyer ('FAVOURITE.LOGIN_REQUIRED' for a guest). */
export interface FavouritesGateway {
  favouriteGet(productId: string): Promise<Result<FavouriteState, GatewayError>>;
  favouriteSet(productId: string, favourite: boolean): Promise<Result<FavouriteState, GatewayError>>;
  favouritesList(page?: number): Promise<Result<FavouritePage, GatewayError>>;
}
