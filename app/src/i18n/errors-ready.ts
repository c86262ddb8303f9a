import type { i18n } from 'i18next';

const loaded = new WeakMap<i18n, Promise<void>>();

/**
 * Loads core's error catalogue into i18n once, on demand: the first failure to show, or a
 * route with a form (its loader awaits this). It is every message of the spec, most of which
 * a visit never needs, so it stays out of the first visit's JavaScript.
 */
export function errorsReady(instance: i18n): Promise<void> {
  let pending = loaded.get(instance);
  if (!pending) {
    pending = import('./core-errors-load').then(({ coreErrorsLoad }) => coreErrorsLoad(instance));
    loaded.set(instance, pending);
  }
  return pending;
}
