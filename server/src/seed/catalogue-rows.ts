import type { Classification, OptionValue, Vertical } from '@modavi/core';

/** Rows as the tables hold them; jsonb columns carry the API's own shapes. */
export interface ShopRow {
  readonly id: string;
  readonly name: string;
  readonly avatar: string;
  readonly country: 'VN' | 'KR';
  readonly rating: number;
  readonly followers: number;
}

export interface CategoryRow {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly name_en: string;
  readonly vertical: Vertical;
  readonly image: string;
  readonly position: number;
}

export interface ProductRow {
  readonly id: string;
  readonly shop_id: string;
  readonly category_id: string;
  readonly name: string;
  readonly description: string;
  readonly images: readonly string[];
  readonly sale_price: number;
  readonly sale_price_original: number | null;
  readonly quantity: number;
  readonly sold: number;
  readonly rating: number;
  readonly weight: number;
  readonly length: number;
  readonly width: number;
  readonly height: number;
  readonly preparation_time: number;
  readonly return_period: number;
  readonly return_conditions: readonly string[];
  readonly classifications: readonly Classification[];
  readonly hidden: boolean;
  readonly position: number;
}

export interface VariantRow {
  readonly id: string;
  readonly product_id: string;
  readonly option_values: readonly OptionValue[];
  readonly variant_name: string;
  readonly sale_price: number;
  readonly sale_price_original: number | null;
  readonly quantity: number;
  readonly position: number;
}

export interface Catalogue {
  readonly shops: readonly ShopRow[];
  readonly categories: readonly CategoryRow[];
  readonly products: readonly ProductRow[];
  readonly variants: readonly VariantRow[];
}
