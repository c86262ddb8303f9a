import { GUIDES_PATH, POLICIES_PATH, guidePageOf, policySlugIs } from './content-pages.js';

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Whether an address of the help centre names none of core's pages (GUIDE_PAGES, POLICY_SLUGS),
 * so its page shows the not-found text and the server answers it with 404 as it does an address
 * no route draws (the lists are core's: no database is asked). Any other address: false.
 */
export function contentAddressMissing(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  if (path.startsWith(`${GUIDES_PATH}/`)) return guidePageOf(decoded(path.slice(GUIDES_PATH.length + 1))) === null;
  if (path.startsWith(`${POLICIES_PATH}/`)) return !policySlugIs(decoded(path.slice(POLICIES_PATH.length + 1)));
  return false;
}
