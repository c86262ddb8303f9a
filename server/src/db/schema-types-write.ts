import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { schemaTypesFresh } from './schema-types.js';

/** `npm run db:types -w server`: after adding a migration, regenerate the row types. */
export const SCHEMA_TYPES_FILE = fileURLToPath(new URL('./schema.generated.ts', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(SCHEMA_TYPES_FILE, await schemaTypesFresh());
  console.log(`Wrote ${SCHEMA_TYPES_FILE}`);
}
