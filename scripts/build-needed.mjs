// Whether the web app's build (app/dist) is missing or older than its sources: `npm start` and
// `npm run bench` build first when it is.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'app', 'dist', 'index.html');
/** The server's renderer of public pages (issue 17), built by the same `npm run build`. */
const builtRenderer = join(root, 'app', 'dist-server', 'entry-server.js');
const SOURCES = ['app/src', 'ui/src', 'core/src', 'adapters/src', 'app/index.html', 'app/public', 'vite.config.ts'];

/** Newest modification time under a file or folder; 0 when it does not exist. */
function newestMtime(path) {
  let info;
  try {
    info = statSync(path);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), info.mtimeMs);
}

/** Why the app must be built again, or null when app/dist and app/dist-server are up to date. */
export function buildNeeded() {
  const built = newestMtime(builtIndex);
  if (built === 0) return 'app/dist/index.html is missing';
  if (newestMtime(builtRenderer) === 0) return 'app/dist-server/entry-server.js is missing';
  const stale = SOURCES.find((source) => newestMtime(join(root, source)) > built);
  return stale ? `${stale} changed since the last build` : null;
}
