import type { Category } from '../catalogue/category.js';
import type { Product, ProductPage } from '../catalogue/product.js';
import type { Result } from '../shared/result.js';
import type { GatewayError } from './gateway-error.js';

export interface ProductListQuery {
  readonly page?: number;
  readonly limit?: number;
  readonly categoryId?: string;
  readonly shopId?: string;
}

/** Reads the catalogue: product feeds, one product, categories. */
export interface CatalogueGateway {
  productList(query: ProductListQuery): Promise<Result<ProductPage, GatewayError>>;
  productGet(id: string): Promise<Result<Product, GatewayError>>;
  categoryList(): Promise<Result<readonly Category[], GatewayError>>;
}
