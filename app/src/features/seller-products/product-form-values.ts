import {
  productDraftTotals,
  productVariantKey,
  productVariantMatrix,
  type ClassificationType,
  type ProductDraft,
  type ValidationIssue,
} from '@modavi/core';

/** One option as the form holds it: numbers as typed text, so an empty box stays empty. */
export interface OptionValues {
  name: string;
  price: string;
  stock: string;
  images: string[];
}
export interface ClassificationValues {
  name: string;
  type: ClassificationType;
  options: OptionValues[];
}
/** Price and stock typed in the matrix, keyed by the row's variant_name. */
export type VariantValues = Record<string, { price: string; stock: string }>;

export interface ProductFormValues {
  name: string;
  description: string;
  images: string[];
  category_id: string;
  size_chart_id: string;
  weight: string;
  length: string;
  width: string;
  height: string;
  sale_price: string;
  quantity: string;
  preparation_time: string;
  return_period: string;
  return_conditions: string[];
  classifications: ClassificationValues[];
  variants: VariantValues;
  authenticity_commitment: boolean;
  guarantee_commitment: boolean;
  video: string | null;
}

/** Typed text to a number for core's rules; empty stays missing (MISSING_* codes). */
const numberOf = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text.replace(',', '.')));
const textOf = (value: number | undefined | null): string => (value === undefined || value === null ? '' : String(value));

const classificationsDraft = (values: ProductFormValues) =>
  values.classifications.map((classification) => ({
    name: classification.name,
    type: classification.type,
    options: classification.options.map((option) => ({
      name: option.name,
      price: numberOf(option.price),
      stock: numberOf(option.stock),
      images: option.images,
    })),
  }));

/** The matrix rows for the options as they stand, with what the seller typed in each (core's productVariantMatrix). */
export function variantRows(values: Pick<ProductFormValues, 'classifications' | 'variants'>) {
  const classifications = values.classifications.map((classification) => ({
    options: classification.options.map((option) => ({
      name: option.name,
      price: Number(numberOf(option.price) ?? 0),
      stock: Number(numberOf(option.stock) ?? 0),
      images: option.images,
    })),
  }));
  return productVariantMatrix(classifications as never, []).map((row) => {
    const typed = values.variants[productVariantKey(row.options)];
    return {
      key: productVariantKey(row.options),
      options: row.options,
      image: row.image ?? null,
      price: typed?.price ?? String(row.price),
      stock: typed?.stock ?? String(row.stock),
    };
  });
}

/** What the form sends (and core checks): numbers as numbers, the matrix complete, totals from it. */
export function productDraftOf(values: ProductFormValues): Record<string, unknown> {
  const rows = values.classifications.length > 0 ? variantRows(values) : [];
  const variants = rows.map((row) => ({
    options: row.options,
    price: numberOf(row.price),
    stock: numberOf(row.stock),
    image: row.image,
  }));
  const ready = variants.every((variant) => typeof variant.price === 'number' && typeof variant.stock === 'number');
  const totals =
    rows.length > 0 && ready
      ? productDraftTotals({
          sale_price: 0,
          quantity: 0,
          variants: variants as { price: number; stock: number }[],
        })
      : {
          sale_price: numberOf(values.sale_price),
          quantity: numberOf(values.quantity),
        };
  return {
    name: values.name,
    description: values.description,
    images: values.images,
    video: values.video,
    category_id: values.category_id === '' ? undefined : values.category_id,
    size_chart_id: values.size_chart_id === '' ? null : values.size_chart_id,
    weight: numberOf(values.weight),
    length: numberOf(values.length),
    width: numberOf(values.width),
    height: numberOf(values.height),
    sale_price: totals.sale_price,
    quantity: totals.quantity,
    preparation_time: numberOf(values.preparation_time),
    return_period: numberOf(values.return_period),
    return_conditions: values.return_conditions,
    classifications: classificationsDraft(values),
    variants,
    authenticity_commitment: values.authenticity_commitment,
    guarantee_commitment: values.guarantee_commitment,
  };
}

export const PRODUCT_FORM_EMPTY: ProductFormValues = {
  name: '',
  description: '',
  images: [],
  category_id: '',
  size_chart_id: '',
  weight: '',
  length: '',
  width: '',
  height: '',
  sale_price: '',
  quantity: '',
  preparation_time: '',
  return_period: '',
  return_conditions: [],
  classifications: [],
  variants: {},
  authenticity_commitment: false,
  guarantee_commitment: false,
  video: null,
};

/** A saved product back into the form. */
export function productFormValuesOf(draft: ProductDraft): ProductFormValues {
  return {
    name: draft.name,
    description: draft.description,
    images: [...draft.images],
    category_id: draft.category_id,
    size_chart_id: draft.size_chart_id ?? '',
    weight: textOf(draft.weight),
    length: textOf(draft.length),
    width: textOf(draft.width),
    height: textOf(draft.height),
    sale_price: textOf(draft.sale_price),
    quantity: textOf(draft.quantity),
    preparation_time: textOf(draft.preparation_time),
    return_period: textOf(draft.return_period),
    return_conditions: [...draft.return_conditions],
    classifications: draft.classifications.map((classification) => ({
      name: classification.name,
      type: classification.type,
      options: classification.options.map((option) => ({
        name: option.name,
        price: textOf(option.price),
        stock: textOf(option.stock),
        images: [...option.images],
      })),
    })),
    variants: Object.fromEntries(
      draft.variants.map((variant) => [productVariantKey(variant.options), { price: textOf(variant.price), stock: textOf(variant.stock) }]),
    ),
    authenticity_commitment: draft.authenticity_commitment,
    guarantee_commitment: draft.guarantee_commitment,
    video: draft.video ?? null,
  };
}

/** The first issue of a field path as core names it ('classifications.0.options.1.name'). */
export const issueAt = (issues: readonly ValidationIssue[], field: string): ValidationIssue | undefined =>
  issues.find((entry) => entry.field === field);
