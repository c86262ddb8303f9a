import type { i18n } from 'i18next';
import { CORE_ERRORS, LOCALES } from '@modavi/core';

/** `{ 'CART.OUT_OF_STOCK': {...} }` -> `{ CART: { OUT_OF_STOCK: '...' } }` for one locale. */
export function errorResources(locale: (typeof LOCALES)[number]): Record<string, unknown> {
  const tree: Record<string, unknown> = {};
  for (const [code, messages] of Object.entries(CORE_ERRORS)) {
    const path = code.split('.');
    const leaf = path.pop();
    if (!leaf) continue;
    let node = tree;
    for (const part of path) node = (node[part] ??= {}) as Record<string, unknown>;
    node[leaf] = messages[locale];
  }
  return tree;
}

/**
 * Adds core's error catalogue under `errors.` in both locales. Loaded after the first paint
 * (it is all the spec's messages, most of which a visit never shows); until then a failure
 * shows the generic message.
 */
export function coreErrorsLoad(instance: i18n): void {
  for (const locale of LOCALES) instance.addResourceBundle(locale, 'translation', { errors: errorResources(locale) }, true, false);
}
