import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Where the lazy locale files are served: `/assets/locales/<version>/<locale>/<bundle>.json`. */
export const LAZY_LOCALES_URL_PREFIX = '/assets/locales/';

interface LocaleFile {
  readonly locale: string;
  readonly bundle: string;
  readonly path: string;
}

function localeFiles(localesDir: string): LocaleFile[] {
  return readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((locale) =>
      readdirSync(join(localesDir, locale.name, 'lazy'))
        .filter((name) => name.endsWith('.json'))
        .map((name) => ({ locale: locale.name, bundle: name.slice(0, -'.json'.length), path: join(localesDir, locale.name, 'lazy', name) })),
    )
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** One version for the whole set: a change to any file gives every file a new address (cached for ever). */
function versionOf(files: readonly LocaleFile[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(file.path).update(readFileSync(file.path));
  return hash.digest('hex').slice(0, 10);
}

/**
 * The lazy locale files (`app/src/i18n/locales/<locale>/lazy/*.json`) as static files rather than
 * chunks: a chunk per file put its name and loader in the first visit's script (about 110 bytes a
 * file, 1.2 KB gzip for 22 bundles in two locales, growing with each feature); a static file
 * costs the first visit nothing. `__LAZY_LOCALES_VERSION__` names the set in the app
 * (`locale-bundles.ts` fetches `/assets/locales/<version>/<locale>/<bundle>.json`); the build
 * writes the files, the dev server serves them from the sources.
 */
export function lazyLocales(localesDir: string): Plugin {
  let version = 'dev';
  return {
    name: 'modavi:lazy-locales',
    config(_config, env) {
      version = env.command === 'build' ? versionOf(localeFiles(localesDir)) : 'dev';
      return { define: { __LAZY_LOCALES_VERSION__: JSON.stringify(version) } };
    },
    generateBundle() {
      for (const file of localeFiles(localesDir)) {
        this.emitFile({
          type: 'asset',
          fileName: `${LAZY_LOCALES_URL_PREFIX.slice(1)}${version}/${file.locale}/${file.bundle}.json`,
          source: JSON.stringify(JSON.parse(readFileSync(file.path, 'utf8'))),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = /^\/assets\/locales\/[^/]+\/([a-z]+)\/([a-z0-9-]+)\.json$/.exec(request.url?.split('?')[0] ?? '');
        const file = match && localeFiles(localesDir).find((candidate) => candidate.locale === match[1] && candidate.bundle === match[2]);
        if (!file) return next();
        response.setHeader('content-type', 'application/json; charset=utf-8');
        response.setHeader('cache-control', 'no-cache');
        response.end(readFileSync(file.path));
      });
    },
  };
}
