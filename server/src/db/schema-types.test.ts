import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { schemaTypesFresh } from './schema-types.js';
import { SCHEMA_TYPES_FILE } from './schema-types-write.js';

describe('generated row types (issue 29)', () => {
  it('schema.generated.ts is what the migrations build (after a new migration: npm run db:types -w server)', async () => {
    expect(await readFile(SCHEMA_TYPES_FILE, 'utf8')).toBe(await schemaTypesFresh());
  }, 60_000);
});
