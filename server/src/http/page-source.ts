import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where the page template comes from: the built app in production, Vite in development. */
export interface PageSource {
  /** The page's HTML before config injection; null when there is no app to serve yet. */
  html(url: string): Promise<string | null>;
}

/**
 * The production template: app/dist/index.html, read once found. Until it exists (no build
 * yet) every page asks again, so a build finishing later is picked up without a restart.
 */
export function distPageSource(distDir: string): PageSource {
  let cached: string | null = null;
  return {
    async html() {
      cached ??= await readFile(join(distDir, 'index.html'), 'utf8').catch(() => null);
      return cached;
    },
  };
}

/** A fixed template, for tests. */
export const staticPageSource = (html: string): PageSource => ({ html: async () => html });
