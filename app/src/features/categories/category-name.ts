import type { Category } from '@modavi/core';

/** A category's name in the interface's language: kr carries English wording (name_en). */
export const categoryName = (category: Pick<Category, 'name' | 'name_en'>, locale: string): string =>
  locale === 'kr' && category.name_en ? category.name_en : category.name;
