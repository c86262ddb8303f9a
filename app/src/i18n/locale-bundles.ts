import type { i18n } from 'i18next';
import { LOCALES } from '@modavi/core';

/**
 * Words that only some pages read live in `locales/<locale>/lazy/<bundle>.json` and load with
 * those pages, so the first visit to / carries only the eager files beside them. A page's loader
 * (or a lazy component's import) awaits `localeBundleReady(i18n, '<bundle>')` before it renders.
 * Both locales are added, so switching language never shows a missing key.
 */
const lazyFiles = import.meta.glob<Record<string, unknown>>('./locales/*/lazy/*.json', { import: 'default' });

const loaded = new WeakMap<i18n, Map<string, Promise<void>>>();

function fileLoad(locale: string, bundle: string): Promise<Record<string, unknown>> {
  const load = lazyFiles[`./locales/${locale}/lazy/${bundle}.json`];
  if (!load) return Promise.reject(new Error(`no locale bundle ${locale}/${bundle}`));
  return load();
}

export function localeBundleReady(instance: i18n, bundle: string): Promise<void> {
  let perInstance = loaded.get(instance);
  if (!perInstance) loaded.set(instance, (perInstance = new Map()));
  let pending = perInstance.get(bundle);
  if (!pending) {
    pending = Promise.all(
      LOCALES.map(async (locale) => instance.addResourceBundle(locale, 'translation', await fileLoad(locale, bundle), true, false)),
    ).then(() => undefined);
    // A failed load (offline) may be retried by the next navigation.
    pending.catch(() => perInstance.delete(bundle));
    perInstance.set(bundle, pending);
  }
  return pending;
}

/** Every bundle at once (tests and tools that render any page). */
export const localeBundleNames = (): string[] =>
  [...new Set(Object.keys(lazyFiles).map((path) => /\/lazy\/([^/]+)\.json$/.exec(path)?.[1] ?? ''))].filter(Boolean);
