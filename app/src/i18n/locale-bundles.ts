import type { i18n } from 'i18next';
import { LOCALES } from '@modavi/core';

/**
 * Words that only some pages read live in `locales/<locale>/lazy/<bundle>.json` and load with
 * those pages, so the first visit to / carries only the eager files beside them. They are served
 * as static files, not chunks (tools/vite/lazy-locales.ts). A page's loader
 * (or a lazy component's import) awaits `localeBundleReady(i18n, '<bundle>')` before it renders.
 * Both locales are added, so switching language never shows a missing key.
 */
const loaded = new WeakMap<i18n, Map<string, Promise<void>>>();

/** The set's version, which the build puts in every file's address (tools/vite/lazy-locales.ts). */
declare const __LAZY_LOCALES_VERSION__: string;

/**
 * Under vitest and in the server's renderer the files are read as modules (no server to fetch
 * from); the browser's build drops this branch (MODE and SSR are constants there), so the first
 * visit carries no list of files.
 */
const testFiles =
  import.meta.env.MODE === 'test' || import.meta.env.SSR ? import.meta.glob<Record<string, unknown>>('./locales/*/lazy/*.json', { import: 'default' }) : null;

async function fileLoad(locale: string, bundle: string): Promise<Record<string, unknown>> {
  if (testFiles) {
    const load = testFiles[`./locales/${locale}/lazy/${bundle}.json`];
    if (!load) throw new Error(`no locale bundle ${locale}/${bundle}`);
    return load();
  }
  const response = await fetch(`${import.meta.env.BASE_URL}assets/locales/${__LAZY_LOCALES_VERSION__}/${locale}/${bundle}.json`);
  if (!response.ok) throw new Error(`no locale bundle ${locale}/${bundle} (${response.status})`);
  return (await response.json()) as Record<string, unknown>;
}

/**
 * The i18next instance itself: react-i18next's `useTranslation` hands each component a copy of it
 * (`__original` names the real one), new whenever that component mounts again. Keyed by the copy,
 * a component that suspends on a bundle would start a new load on every retry, for ever.
 */
const instanceOf = (instance: i18n): i18n => (instance as i18n & { readonly __original?: i18n }).__original ?? instance;

export function localeBundleReady(given: i18n, bundle: string): Promise<void> {
  const instance = instanceOf(given);
  let perInstance = loaded.get(instance);
  if (!perInstance) loaded.set(instance, (perInstance = new Map()));
  let pending = perInstance.get(bundle);
  if (!pending) {
    pending = Promise.all(
      LOCALES.map(async (locale) => instance.addResourceBundle(locale, 'translation', await fileLoad(locale, bundle), true, false)),
    ).then(() => undefined);
    // A failed load (offline) may be retried by the next navigation.
    pending.catch(() => perInstance.delete(bundle));
    // Marked as React's `use` reads a settled promise: a component that reads a loaded bundle
    // renders at once instead of suspending once more (a suspended part hydrates late, issue 17).
    const settled = pending as Promise<void> & { status?: string; value?: undefined };
    void pending.then(() => {
      settled.status = 'fulfilled';
      settled.value = undefined;
    });
    perInstance.set(bundle, pending);
  }
  return pending;
}

/** Every bundle at once (tests that render any page; empty outside vitest). */
export const localeBundleNames = (): string[] =>
  [...new Set(Object.keys(testFiles ?? {}).map((path) => /\/lazy\/([^/]+)\.json$/.exec(path)?.[1] ?? ''))].filter(Boolean);
