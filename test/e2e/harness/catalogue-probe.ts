import { moneyFormat, ProductPageSchema, ProductSchema, type Product, type Variant } from '@modavi/core';

async function payload(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return ((await response.json()) as { data: unknown }).data;
}

/**
 * Asks the running server (not a fixture) for a product of the home feed's first page that
 * has a colour and a size, and one of its variants in stock: what the journey will buy.
 */
export async function journeyProductFind(baseUrl: string): Promise<{ product: Product; variant: Variant; price: string }> {
  const page = ProductPageSchema.parse(await payload(`${baseUrl}/api/v1/public/products?page=1&limit=20`));
  for (const summary of page.items) {
    const product = ProductSchema.parse(await payload(`${baseUrl}/api/v1/public/products/${summary._id}`));
    const variant = product.variants.find((candidate) => candidate.quantity > 1);
    if (product.classifications.length >= 2 && variant) {
      return { product, variant, price: moneyFormat(variant.sale_price) };
    }
  }
  throw new Error('no product with a colour, a size and stock on the first page of the home feed');
}
