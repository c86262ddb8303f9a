import type { Result } from '../shared/result.js';
import type { GatewayError } from './gateway-error.js';
import type {
  AdminProductPage,
  ProductFormOptions,
  SellerProductDetail,
  SellerProductListParams,
  SellerProductPage,
} from '../seller-catalogue/seller-product-api.js';
import type { SellerProduct } from '../seller-catalogue/seller-product.js';

/** The seller's products (quan-ly-san-pham) and the admin's product queue. */
export interface SellerProductGateway {
  productList(params: SellerProductListParams): Promise<Result<SellerProductPage, GatewayError>>;
  productFormOptions(): Promise<Result<ProductFormOptions, GatewayError>>;
  product(id: string): Promise<Result<SellerProductDetail, GatewayError>>;
  /** A new product (`id` null) or an edit; `submit` sends it to the admin, otherwise it is kept as a draft. */
  productSave(id: string | null, draft: unknown, submit: boolean): Promise<Result<SellerProductDetail, GatewayError>>;
  productVisibility(id: string, hidden: boolean): Promise<Result<SellerProduct, GatewayError>>;
  productDelete(id: string): Promise<Result<unknown, GatewayError>>;
  adminProductQueue(page: number): Promise<Result<AdminProductPage, GatewayError>>;
  adminProductDecide(id: string, decision: { readonly approve: true } | { readonly approve: false; readonly reason: string }): Promise<Result<SellerProduct, GatewayError>>;
}
