import { describe, expect, it } from 'vitest';
import readme from '../README.md?raw';
import * as core from './index.js';

/**
 * Keeps core/README.md honest: its rule map names only exports that exist and tests that
 * exist and speak of them, and its two-reading table states the values the code holds.
 * Sources are read by Vite at test time (core tests may not import node:fs).
 */
const testSources: Readonly<Record<string, string>> = import.meta.glob<string>('./**/*.test.ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

const exported = core as Readonly<Record<string, unknown>>;

/** Bullets of the spec's sections 3, 4, 5 and 9: one map row each. */
const SPEC_RULE_COUNTS: Readonly<Record<string, number>> = { '3': 21, '4': 17, '5': 16, '9': 13 };

/** The table rows under a `## heading`, as cells (pipes inside a cell are written `\|`). */
function tableRows(heading: string): string[][] {
  const start = readme.indexOf(`\n## ${heading}\n`);
  if (start < 0) throw new Error(`README has no "## ${heading}" section`);
  const end = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, end < 0 ? undefined : end);
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .map((line) =>
      line
        .slice(1, line.endsWith('|') ? -1 : undefined)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
}

const codeSpans = (cell: string | undefined): string[] => [...(cell ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');

interface MapRow {
  readonly rule: string;
  readonly exports: readonly string[];
  readonly tests: readonly string[];
}

const mapRows: readonly MapRow[] = tableRows('Rule map').map((cells) => ({
  rule: cells[0] ?? '',
  exports: codeSpans(cells[2]),
  tests: codeSpans(cells[3]),
}));

/** 'src/cart/cart.test.ts' (relative to core/) as the glob's key './cart/cart.test.ts'. */
const globKey = (path: string): string => `./${path.replace(/^src\//, '')}`;

describe('the README rule map', () => {
  it('has one row per rule of spec sections 3, 4, 5 and 9, numbered in order', () => {
    const expected = Object.entries(SPEC_RULE_COUNTS).flatMap(([section, count]) =>
      Array.from({ length: count }, (_, index) => `${section}.${index + 1}`),
    );
    expect(mapRows.map((row) => row.rule)).toEqual(expected);
  });

  it.each(mapRows.map((row) => [row.rule, row] as const))('rule %s names exports of core', (_rule, row) => {
    expect(row.exports.length).toBeGreaterThan(0);
    const missing = row.exports.filter((name) => !(name in exported) || exported[name] === undefined);
    expect(missing).toEqual([]);
  });

  it.each(mapRows.map((row) => [row.rule, row] as const))('rule %s names test files that exist and use its exports', (_rule, row) => {
    expect(row.tests.length).toBeGreaterThan(0);
    expect(row.tests.filter((path) => !(globKey(path) in testSources))).toEqual([]);
    const mentions = (source: string) => row.exports.some((name) => new RegExp(`\\b${name}\\b`).test(source));
    for (const path of row.tests) expect(mentions(testSources[globKey(path)] ?? ''), `${path} uses none of ${row.exports.join(', ')}`).toBe(true);
  });
});

describe('the README two-reading table', () => {
  const rows = tableRows('Two-reading constants').map((cells) => ({ name: codeSpans(cells[0])[0] ?? '', value: codeSpans(cells[1])[0] ?? '' }));

  it('lists constants', () => expect(rows.length).toBeGreaterThan(0));

  it.each(rows.map((row) => [row.name, row.value] as const))('%s is exported with the value %s', (name, value) => {
    expect(name in exported).toBe(true);
    expect(JSON.stringify(exported[name])).toBe(value);
  });
});
