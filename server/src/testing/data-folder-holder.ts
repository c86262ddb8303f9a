// A second process for the data folder lock's test: opens the PGlite folder it is given, says
// so on stdout and holds it until it is killed.
import { pgliteDb } from '../db/pglite-db.js';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: data-folder-holder.ts <data dir>');
const db = await pgliteDb(dataDir);
await db.query('SELECT 1');
process.stdout.write(`open ${process.pid}\n`);
setInterval(() => undefined, 1 << 30);
