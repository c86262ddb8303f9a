import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
// Core's source by path: the config is loaded by Node before any workspace resolution.
import { routeTreeFullPaths } from '../../core/src/navigation/route-patterns';

/** Where the build writes the app's route patterns, beside index.html (the server reads it: server/src/http/page-source.ts, same name). */
export const ROUTE_PATTERNS_FILE = 'route-patterns.json';

/**
 * Writes the app's route patterns into the build (`app/dist/route-patterns.json`), read from the
 * route tree the router plugin has just generated, so the server answers an address no route
 * draws with 404 and the list can never drift from the routes.
 */
export function routePatterns(routeTreeFile: string): Plugin {
  return {
    name: 'modavi:route-patterns',
    apply: 'build',
    generateBundle() {
      const patterns = routeTreeFullPaths(readFileSync(routeTreeFile, 'utf8'));
      if (patterns.length === 0) this.error(`no route patterns found in ${routeTreeFile}`);
      this.emitFile({ type: 'asset', fileName: ROUTE_PATTERNS_FILE, source: JSON.stringify(patterns) });
    },
  };
}
