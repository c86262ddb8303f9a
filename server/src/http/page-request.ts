/**
 * Paths owned by something other than the web app's router: the development helpers' pages
 * (`/dev`, `/sandbox`) among them, so that where those are off (production) their paths answer
 * 404 rather than the app.
 */
const NON_PAGE_PREFIXES = ['/api', '/media', '/assets', '/socket.io', '/dev', '/sandbox'];

const FILE_EXTENSION = /\.[A-Za-z0-9]+$/;

const underPrefix = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** A page is any GET the client router renders: not an API, media, asset or socket path, not a file. */
export function isPagePath(path: string): boolean {
  if (NON_PAGE_PREFIXES.some((prefix) => underPrefix(path, prefix))) return false;
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  return !FILE_EXTENSION.test(lastSegment);
}
