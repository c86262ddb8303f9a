/**
 * The stylesheets of the routes a server-rendered page matched, from the client build's
 * manifest (app/dist/.vite/manifest.json), so the page's HTML is styled before its scripts run:
 * the entry's stylesheet is in index.html already, a route's own comes with its lazy chunk.
 */
export interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
}
export type BuildManifest = Readonly<Record<string, ManifestChunk>>;

/** The source file of a route id: '/san-pham/$id' is 'src/routes/san-pham.$id', '/' 'src/routes/index', '/blog/' 'src/routes/blog.index'. */
export function routeSourceFile(routeId: string): string {
  if (routeId === '__root__') return 'src/routes/__root';
  const trimmed = routeId.replace(/^\//, '');
  const indexed = trimmed === '' ? 'index' : trimmed.endsWith('/') ? `${trimmed}index` : trimmed;
  return `src/routes/${indexed.replaceAll('/', '.')}`;
}

/**
 * Every stylesheet of the given routes' chunks (their split parts included), of the lazy parts
 * the server drew (`partSources`: their source modules, as the manifest names them) and of the
 * chunks they import, once each, the parts' last. A lazy part's stylesheet otherwise arrives with
 * its chunk, after the page has painted without it and moved when it lands (issue 17).
 */
export function routeStylesheets(manifest: BuildManifest, routeIds: readonly string[], partSources: readonly string[] = []): string[] {
  const found = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const css of chunk.css ?? []) found.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const routeId of routeIds) {
    const file = routeSourceFile(routeId);
    for (const key of Object.keys(manifest)) if (key === `${file}.tsx` || key.startsWith(`${file}.tsx?`)) visit(key);
  }
  for (const source of partSources) visit(source);
  return [...found];
}
