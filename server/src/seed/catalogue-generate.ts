import type { Vertical } from '@modavi/core';
import { BEAUTY_RECIPES } from './beauty-recipes.js';
import type { Catalogue, CategoryRow, ProductRow, ShopRow, VariantRow } from './catalogue-rows.js';
import { productDescription } from './description.js';
import { FASHION_RECIPES } from './fashion-recipes.js';
import { categoryImagePath, productImagePath, shopAvatarPath } from './media-paths.js';
import { discountRate, originalPrice, priceRound } from './pricing.js';
import { classificationsPublic, priceFactorMax, variantDrafts } from './product-variants.js';
import { createRandom, type Random } from './random.js';
import type { CategoryRecipe } from './recipe.js';
import { SHOP_SEEDS, type ShopSeed } from './shop-data.js';

export const SEED = 20_240_517;
export const PRODUCTS_PER_SHOP = 35;
export const PRODUCT_COUNT = SHOP_SEEDS.length * PRODUCTS_PER_SHOP;

export const CATEGORY_RECIPES: readonly CategoryRecipe[] = [...FASHION_RECIPES, ...BEAUTY_RECIPES];

const RETURN_CONDITIONS: Record<Vertical, readonly string[]> = {
  fashion: [
    'Sản phẩm còn nguyên tem, mác và chưa qua sử dụng, chưa giặt',
    'Còn đầy đủ bao bì và quà tặng kèm (nếu có)',
    'Có video quay lúc mở hàng',
    'Sản phẩm lỗi do nhà sản xuất hoặc giao sai mẫu, sai size',
  ],
  beauty: [
    'Sản phẩm chưa bóc seal, chưa qua sử dụng',
    'Còn đầy đủ hộp, tem chống hàng giả và quà tặng kèm (nếu có)',
    'Có video quay lúc mở hàng',
    'Sản phẩm bị đổ vỡ, rò rỉ trong quá trình vận chuyển',
  ],
};

const PREPARATION_DAYS = [5, 5, 5, 6, 7, 7, 10, 14, 21, 30];
const RETURN_DAYS = [1, 3, 7, 7, 7, 10, 14, 15];

/** Id streams are separate from data streams so editing a word list does not reshuffle ids. */
interface Streams {
  readonly data: Random;
  readonly shopIds: Random;
  readonly categoryIds: Random;
  readonly productIds: Random;
  readonly variantIds: Random;
}

const streams = (seed: number): Streams => ({
  data: createRandom(seed),
  shopIds: createRandom(seed ^ 0x5105),
  categoryIds: createRandom(seed ^ 0xca7e),
  productIds: createRandom(seed ^ 0x9d0c),
  variantIds: createRandom(seed ^ 0x7a21),
});

const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

function shopRows(s: Streams): ShopRow[] {
  return SHOP_SEEDS.map((shop) => {
    const id = s.shopIds.hexId();
    return {
      id,
      name: shop.name,
      avatar: shopAvatarPath(id),
      country: shop.country,
      rating: oneDecimal(4 + s.data.next()),
      followers: Math.floor(s.data.next() ** 2 * 250_000),
    };
  });
}

function categoryRows(s: Streams): CategoryRow[] {
  return CATEGORY_RECIPES.map((recipe, position) => {
    const id = s.categoryIds.hexId();
    return { id, slug: recipe.slug, name: recipe.name, name_en: recipe.nameEn, vertical: recipe.vertical, image: categoryImagePath(id), position };
  });
}

function productRows(s: Streams, position: number, shop: ShopRow, recipe: CategoryRecipe, category: CategoryRow): { product: ProductRow; variants: VariantRow[] } {
  const r = s.data;
  const id = s.productIds.hexId();
  const seedClassifications = recipe.classifications(r);
  const name = recipe.productName(r, seedClassifications);
  // One photo per colour at least: colour option n shows photo n, which is drawn in colour n.
  const colourCount = seedClassifications.find((classification) => classification.kind === 'color')?.options.length ?? 0;
  const images = Array.from({ length: Math.max(r.int(2, 4), colourCount) }, (_, index) => productImagePath(id, index));
  const classifications = classificationsPublic(seedClassifications, images);
  const base = r.int(recipe.price[0], Math.max(recipe.price[0], Math.floor(recipe.price[1] / priceFactorMax(seedClassifications))));
  const discount = r.chance(0.4) ? discountRate(r) : null;
  const soldOut = r.chance(0.03);
  const stock = () => (soldOut || r.chance(0.15) ? 0 : r.int(1, 50));
  const priced = (factor: number) => {
    const sale = priceRound(base * factor);
    return { sale, original: discount === null ? null : originalPrice(sale, discount) };
  };
  const variants = variantDrafts(seedClassifications, classifications).map((draft, index): VariantRow => {
    const price = priced(draft.priceFactor);
    return {
      id: s.variantIds.hexId(),
      product_id: id,
      option_values: draft.optionValues,
      variant_name: draft.variantName,
      sale_price: price.sale,
      sale_price_original: price.original,
      quantity: stock(),
      position: index,
    };
  });
  const cheapest = variants.reduce<VariantRow | undefined>((best, variant) => (best && best.sale_price <= variant.sale_price ? best : variant), undefined);
  const own = priced(1);
  const [length, width, height] = recipe.parcel.map(([min, max]) => r.int(min, max)) as [number, number, number];
  const product: ProductRow = {
    id,
    shop_id: shop.id,
    category_id: category.id,
    name,
    description: productDescription(r, name, recipe.vertical, shop.country),
    images,
    sale_price: cheapest?.sale_price ?? own.sale,
    sale_price_original: cheapest ? cheapest.sale_price_original : own.original,
    quantity: variants.length > 0 ? variants.reduce((sum, variant) => sum + variant.quantity, 0) : stock(),
    sold: Math.floor(r.next() ** 3 * 8_000),
    rating: oneDecimal(3.6 + r.next() * 1.4),
    weight: r.int(recipe.weight[0], recipe.weight[1]),
    length,
    width,
    height,
    preparation_time: r.pick(PREPARATION_DAYS),
    return_period: r.pick(RETURN_DAYS),
    return_conditions: r.sample(RETURN_CONDITIONS[recipe.vertical], r.int(1, 3)),
    classifications,
    hidden: r.chance(0.015),
    position,
  };
  return { product, variants };
}

/**
 * The whole demo catalogue, computed without touching a database: shops take turns in the
 * feed and each product gets a category of one of its shop's verticals.
 */
export function catalogueGenerate(seed: number = SEED): Catalogue {
  const s = streams(seed);
  const categories = categoryRows(s);
  const shops = shopRows(s);
  const products: ProductRow[] = [];
  const variants: VariantRow[] = [];
  for (let position = 0; position < PRODUCT_COUNT; position += 1) {
    const shopIndex = position % shops.length;
    const shop = shops[shopIndex] as ShopRow;
    const vertical = s.data.pick((SHOP_SEEDS[shopIndex] as ShopSeed).verticals);
    const recipeIndex = s.data.pick(CATEGORY_RECIPES.flatMap((recipe, index) => (recipe.vertical === vertical ? [index] : [])));
    const recipe = CATEGORY_RECIPES[recipeIndex] as CategoryRecipe;
    const category = categories[recipeIndex] as CategoryRow;
    const generated = productRows(s, position, shop, recipe, category);
    products.push(generated.product);
    variants.push(...generated.variants);
  }
  return { shops, categories, products, variants };
}
