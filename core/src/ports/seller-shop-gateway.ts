import type { BannerForm, BannerListState } from '../promotions/index.js';
import type { ImageCrop } from '../promotions/image-ratio.js';
import type { UploadableFile, UploadedImage } from '../uploads/image-upload.js';
import type { SellerListQuery } from '../shop/seller-list.js';
import type { ShopCategory, ShopCategoryDraft, ShopCategoryStatus } from '../shop/shop-category.js';
import type { SizeChartDraft, SizeChartType } from '../shop/size-chart-form.js';
import type { SellerBanner, SellerBannerPage, SellerSizeChart, SellerSizeChartPage, ShopCategoryPage, ShopProductOption } from '../shop/seller-shop-entities.js';
import type { Result } from '../shared/result.js';
import type { GatewayError } from './gateway-error.js';

type Answer<T> = Promise<Result<T, GatewayError>>;

/**
 * The seller's shop categories, banners and size charts (the seller area's quan-ly-danh-muc,
 * quan-ly-banner, quan-ly-size-chart), the shop's products for their pickers, and a banner
 * image's cropped upload. Every call acts on the signed-in seller's own shop.
 */
export interface SellerShopGateway {
  categories(query: SellerListQuery<ShopCategoryStatus>): Answer<ShopCategoryPage>;
  category(id: string): Answer<ShopCategory>;
  categoryCreate(draft: ShopCategoryDraft): Answer<ShopCategory>;
  /** Changes some fields (only `status` for the show/hide toggle). */
  categoryUpdate(id: string, patch: Partial<ShopCategoryDraft>): Answer<ShopCategory>;
  categoryDelete(id: string): Answer<void>;

  banners(query: SellerListQuery<BannerListState>): Answer<SellerBannerPage>;
  banner(id: string): Answer<SellerBanner>;
  bannerCreate(form: BannerForm): Answer<SellerBanner>;
  bannerUpdate(id: string, form: BannerForm): Answer<SellerBanner>;
  bannerDelete(id: string): Answer<void>;
  /** Uploads a picked image, cut by the server to the crop's size. */
  bannerImageUpload(file: UploadableFile, crop: ImageCrop): Answer<UploadedImage>;

  sizeCharts(query: SellerListQuery<SizeChartType>): Answer<SellerSizeChartPage>;
  sizeChart(id: string): Answer<SellerSizeChart>;
  sizeChartCreate(draft: SizeChartDraft): Answer<SellerSizeChart>;
  sizeChartUpdate(id: string, draft: SizeChartDraft): Answer<SellerSizeChart>;
  sizeChartDelete(id: string): Answer<void>;

  /** The shop's products whose name holds `q`, or those of `ids` (the chosen ones, to name them). */
  productOptions(query: { readonly q?: string; readonly ids?: readonly string[] }): Answer<ShopProductOption[]>;
}
