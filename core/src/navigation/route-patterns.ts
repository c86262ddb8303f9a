/**
 * The app's addresses as its router declares them (TanStack's full paths: '/san-pham/$id',
 * '/huong-dan/$', '/trang-ca-nhan/don-hang/'), so the server can answer an address no route
 * draws with 404 (spec 2: a missing page shows 'This page could not be found.').
 * A dynamic segment matches any one segment and a splat ('$', last) any rest, so an unknown id
 * ('/san-pham/nope') is still an address of the app: its page says the product is missing.
 */

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

function segmentDecoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** `{-$name}`: TanStack's optional parameter. */
const OPTIONAL_PARAM = /^\{-\$[^}]*\}$/;

function segmentsMatch(pattern: readonly string[], path: readonly string[]): boolean {
  const [head, ...rest] = pattern;
  if (head === undefined) return path.length === 0;
  // A splat takes whatever is left, nothing included ('/huong-dan' is the guides' index).
  if (head === '$') return true;
  if (OPTIONAL_PARAM.test(head) && segmentsMatch(rest, path)) return true;
  const [segment, ...after] = path;
  if (segment === undefined) return false;
  const matches = head.startsWith('$') || OPTIONAL_PARAM.test(head) || head.toLowerCase() === segmentDecoded(segment).toLowerCase();
  return matches && segmentsMatch(rest, after);
}

/** Whether `path` (no query) is an address of `pattern`; trailing slashes and letter case do not matter, as in the router. */
export function routePatternMatches(pattern: string, path: string): boolean {
  return segmentsMatch(segmentsOf(pattern), segmentsOf(path));
}

/** Whether any of the app's route patterns draws `path`. */
export function routePatternsMatch(patterns: readonly string[], path: string): boolean {
  return patterns.some((pattern) => routePatternMatches(pattern, path));
}

/**
 * The full paths of a generated route tree (`fullPaths: | '/' | '/san-pham/$id' ...` in
 * TanStack Router's route-tree.gen.ts), in the order written; [] when the tree has none.
 */
export function routeTreeFullPaths(source: string): string[] {
  const start = source.indexOf('fullPaths:');
  if (start === -1) return [];
  const paths: string[] = [];
  for (const line of source.slice(start + 'fullPaths:'.length).split('\n')) {
    const match = /^\s*\|?\s*'([^']*)'\s*$/.exec(line);
    if (match?.[1] !== undefined) paths.push(match[1]);
    else if (line.trim() !== '') break;
  }
  return paths;
}
