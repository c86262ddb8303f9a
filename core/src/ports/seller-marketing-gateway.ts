import type { CampaignListState } from '../shop/seller-list-states.js';
import type { SellerListQuery } from '../shop/seller-list.js';
import type { SellerVoucher, SellerVoucherPage, ShopCustomerOption } from '../promotions/seller-voucher.js';
import type { VoucherForm } from '../promotions/voucher-form.js';
import type { PromotionForm } from '../promotions/promotion-form.js';
import type { PromotionType } from '../promotions/promotion-type.js';
import type { SellerPromotion, SellerPromotionPage } from '../promotions/seller-promotion.js';
import type { Result } from '../shared/result.js';
import type { GatewayError } from './gateway-error.js';

type Answer<T> = Promise<Result<T, GatewayError>>;

/**
 * The seller's marketing (ban-hang/ma-giam-gia and ban-hang/chuong-trinh-cua-toi): the shop's
 * vouchers and promotion programs. Every call acts on the signed-in seller's own shop.
 */
export interface SellerMarketingGateway {
  vouchers(query: SellerListQuery<CampaignListState>): Answer<SellerVoucherPage>;
  voucher(id: string): Answer<SellerVoucher>;
  voucherCreate(form: VoucherForm): Answer<SellerVoucher>;
  voucherUpdate(id: string, form: VoucherForm): Answer<SellerVoucher>;
  voucherEnd(id: string): Answer<SellerVoucher>;
  voucherDelete(id: string): Answer<void>;
  /** The shop's customers whose name holds `q`, or those of `ids` (the chosen ones, to name them). */
  customerOptions(query: { readonly q?: string; readonly ids?: readonly string[] }): Answer<ShopCustomerOption[]>;

  promotions(type: PromotionType, query: SellerListQuery<CampaignListState>): Answer<SellerPromotionPage>;
  promotion(id: string): Answer<SellerPromotion>;
  promotionCreate(type: PromotionType, form: PromotionForm): Answer<SellerPromotion>;
  promotionUpdate(id: string, form: PromotionForm): Answer<SellerPromotion>;
  promotionEnd(id: string): Answer<SellerPromotion>;
  promotionDelete(id: string): Answer<void>;
}
