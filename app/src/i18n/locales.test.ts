import { readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = fileURLToPath(new URL('./locales', import.meta.url));
const read = (locale: string, file: string) => JSON.parse(readFileSync(`${dir}/${locale}/${file}`, 'utf8')) as Record<string, unknown>;

/** Every key path of a nested object, with plural suffixes folded (i18next picks per language). */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

/** Eager files (`common.json`) and lazy bundles (`lazy/checkout.json`), relative to a locale folder. */
function jsonFiles(locale: string): string[] {
  const base = `${dir}/${locale}`;
  const eager = readdirSync(base).filter((name) => name.endsWith('.json'));
  const lazy = readdirSync(`${base}/lazy`)
    .filter((name) => name.endsWith('.json'))
    .map((name) => `lazy/${name}`);
  return [...eager, ...lazy].sort();
}

describe('locale files', () => {
  const viFiles = jsonFiles('vi');

  it('exist in both locales under the same names, and only as .json or the lazy folder', () => {
    expect(jsonFiles('kr')).toEqual(viFiles);
    for (const locale of ['vi', 'kr']) {
      for (const name of readdirSync(`${dir}/${locale}`)) {
        expect(name.endsWith('.json') || (name === 'lazy' && statSync(`${dir}/${locale}/lazy`).isDirectory())).toBe(true);
      }
    }
  });

  it.each(viFiles)('%s has the same keys in vi and kr, and no empty text', (file) => {
    const vi = read('vi', file);
    const kr = read('kr', file);
    expect([...new Set(keys(kr))].sort()).toEqual([...new Set(keys(vi))].sort());
    for (const text of [...Object.values(vi), ...Object.values(kr)].flatMap((v) => JSON.stringify(v).match(/":""/g) ?? [])) {
      expect(text).toBeUndefined();
    }
  });

  it('gives each top-level key to one file only, eager or lazy', () => {
    const owners = viFiles.flatMap((file) => Object.keys(read('vi', file)));
    expect(new Set(owners).size).toBe(owners.length);
  });
});
