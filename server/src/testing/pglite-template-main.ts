import { pgliteTemplatesWrite } from './pglite-template.js';

// Run by the unit run's global setup as its own process, with the workspaces' `source`
// condition (the setup itself is loaded without it): writes the templates into argv[2].
const dir = process.argv[2];
if (!dir) throw new Error('usage: pglite-template-main.ts <dir>');
process.stdout.write(JSON.stringify(await pgliteTemplatesWrite(dir)));
