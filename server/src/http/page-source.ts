import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { routeTreeFullPaths } from '@modavi/core';

/** Where the page template comes from: the built app in production, Vite in development. */
export interface PageSource {
  /** The page's HTML before config injection; null when there is no app to serve yet. */
  html(url: string): Promise<string | null>;
  /**
   * The app's route patterns ('/san-pham/$id'), so an address no route draws answers 404; null
   * when they are not known (every page path is then the app's, answered 200).
   */
  patterns(): Promise<readonly string[] | null>;
}

/** The file the build writes beside index.html (tools/vite/route-patterns.ts). */
export const ROUTE_PATTERNS_FILE = 'route-patterns.json';

const patternsParse = (text: string): readonly string[] | null => {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) && parsed.length > 0 && parsed.every((item) => typeof item === 'string') ? parsed : null;
  } catch {
    return null;
  }
};

/**
 * The production template: app/dist/index.html and its route patterns, each read once found.
 * Until they exist (no build yet) every page asks again, so a build finishing later is picked up
 * without a restart.
 */
export function distPageSource(distDir: string): PageSource {
  let cached: string | null = null;
  let patterns: readonly string[] | null = null;
  return {
    async html() {
      cached ??= await readFile(join(distDir, 'index.html'), 'utf8').catch(() => null);
      return cached;
    },
    async patterns() {
      patterns ??= patternsParse((await readFile(join(distDir, ROUTE_PATTERNS_FILE), 'utf8').catch(() => null)) ?? '');
      return patterns;
    },
  };
}

/** Development: the route tree the router plugin keeps generating, read fresh (routes come and go while Vite runs). */
export const routeTreePatterns = async (routeTreeFile: string): Promise<readonly string[] | null> => {
  const paths = routeTreeFullPaths((await readFile(routeTreeFile, 'utf8').catch(() => null)) ?? '');
  return paths.length > 0 ? paths : null;
};

/** A fixed template (and, when given, route patterns), for tests. */
export const staticPageSource = (html: string, patterns: readonly string[] | null = null): PageSource => ({
  html: async () => html,
  patterns: async () => patterns,
});
