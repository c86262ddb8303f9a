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
import type { BulkEditResult } from '../seller-catalogue/product-bulk-edit.js';
import type { BulkEditItemPage, ProductExport, SheetFile } from '../seller-catalogue/product-sheet.js';
import type { UploadableFile } from '../uploads/image-upload.js';

/** One line of a bulk save: which item, its new price and stock (as typed; core's rules read them), and where it came from. */
export interface BulkEditLine {
  readonly line: number;
  readonly product_id: string;
  readonly variant_id: string | null;
  readonly price: number | string;
  readonly stock: number | string;
}

/** The seller's products (quan-ly-san-pham) and the admin's product queue. */
export interface SellerProductGateway {
  productList(params: SellerProductListParams): Promise<Result<SellerProductPage, GatewayError>>;
  productFormOptions(): Promise<Result<ProductFormOptions, GatewayError>>;
  product(id: string): Promise<Result<SellerProductDetail, GatewayError>>;
  /** A new product (`id` null) or an edit; `submit` sends it to the admin, otherwise it is kept as a draft. */
  productSave(id: string | null, draft: unknown, submit: boolean): Promise<Result<SellerProductDetail, GatewayError>>;
  productVisibility(id: string, hidden: boolean): Promise<Result<SellerProduct, GatewayError>>;
  productDelete(id: string): Promise<Result<unknown, GatewayError>>;
  /** A page of the shop's products and variants with their price and stock, for the bulk-edit table. */
  bulkItems(q: string, page: number): Promise<Result<BulkEditItemPage, GatewayError>>;
  /** Saves many lines in one request: the good ones are saved, each refused one comes back with its issues. */
  bulkSave(lines: readonly BulkEditLine[]): Promise<Result<BulkEditResult, GatewayError>>;
  /** The bulk-edit template (.xlsx of the shop's items with their ids). */
  bulkTemplate(): Promise<Result<SheetFile, GatewayError>>;
  /** A filled template, checked line by line; nothing is saved. */
  bulkSheetCheck(file: UploadableFile): Promise<Result<BulkEditResult, GatewayError>>;
  /** The download history (30 days), newest first. */
  productExports(): Promise<Result<ProductExport[], GatewayError>>;
  /** A new download of the product list as the list's filter, search and order show it. */
  productExportCreate(params: SellerProductListParams): Promise<Result<ProductExport, GatewayError>>;
  productExportFile(id: string): Promise<Result<SheetFile, GatewayError>>;
  adminProductQueue(page: number): Promise<Result<AdminProductPage, GatewayError>>;
  adminProductDecide(id: string, decision: { readonly approve: true } | { readonly approve: false; readonly reason: string }): Promise<Result<SellerProduct, GatewayError>>;
}
