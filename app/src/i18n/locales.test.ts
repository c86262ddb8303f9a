import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = fileURLToPath(new URL('./locales', import.meta.url));
const read = (locale: string, file: string) => JSON.parse(readFileSync(`${dir}/${locale}/${file}`, 'utf8')) as Record<string, unknown>;

/** Every key path of a nested object, with plural suffixes folded (i18next picks per language). */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('locale files', () => {
  const viFiles = readdirSync(`${dir}/vi`).sort();

  it('exist in both locales under the same names', () => {
    expect(readdirSync(`${dir}/kr`).sort()).toEqual(viFiles);
  });

  it.each(viFiles)('%s has the same keys in vi and kr, and no empty text', (file) => {
    const vi = read('vi', file);
    const kr = read('kr', file);
    expect([...new Set(keys(kr))].sort()).toEqual([...new Set(keys(vi))].sort());
    for (const text of [...Object.values(vi), ...Object.values(kr)].flatMap((v) => JSON.stringify(v).match(/":""/g) ?? [])) {
      expect(text).toBeUndefined();
    }
  });

  it('gives each top-level key to one file only', () => {
    const owners = viFiles.flatMap((file) => Object.keys(read('vi', file)));
    expect(new Set(owners).size).toBe(owners.length);
  });
});
