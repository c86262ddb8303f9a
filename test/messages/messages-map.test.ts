import { readFileSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CORE_ERRORS } from '@modavi/core';

// The table sits with the journeys it names; its paths are relative to test/e2e.
const here = join(dirname(fileURLToPath(import.meta.url)), '..', 'e2e');
const table = readFileSync(join(here, 'messages.md'), 'utf8');

/** Rows of the table: code and the files it names. */
const rows = table
  .split('\n')
  .filter((line) => line.startsWith('| ') && line.includes('`') && !line.startsWith('| ---'))
  .map((line) => {
    const cells = line.split('|').map((cell) => cell.trim());
    const code = /`([A-Z_]+\.[A-Z_0-9]+)`/.exec(cells[2] ?? '')?.[1] ?? '';
    const files = [...(cells[3] ?? '').matchAll(/`([^`]+\.ts)`/g)].map((match) => match[1] ?? '');
    return { code, files };
  });

describe('test/e2e/messages.md: every section 8 message is shown by a test that exists', () => {
  it('lists codes of the error catalogue, each with at least one test', () => {
    expect(rows.length).toBeGreaterThanOrEqual(25);
    for (const row of rows) {
      expect(Object.keys(CORE_ERRORS), row.code).toContain(row.code);
      expect(row.files.length, row.code).toBeGreaterThan(0);
    }
  });

  it('each test named exists and mentions the code or one of its two texts', () => {
    for (const { code, files } of rows) {
      const entry = (CORE_ERRORS as Record<string, { vi: string; kr: string }>)[code];
      // Texts with {{params}} are matched on their first words.
      const words = [code, entry?.vi, entry?.kr].filter((text): text is string => typeof text === 'string').map((text) => text.split('{{')[0]?.trim().slice(0, 30) ?? text);
      for (const file of files) {
        const path = join(here, file);
        expect(existsSync(path), `${file} (${code})`).toBe(true);
        const source = readFileSync(path, 'utf8');
        expect(
          words.some((word) => word !== '' && source.includes(word)),
          `${file} mentions ${code} or its text`,
        ).toBe(true);
      }
    }
  });
});
