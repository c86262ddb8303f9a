import { useEffect } from 'react';
import { pageTitle } from '@modavi/core';

/**
 * The tab's title for a page named after its data (a product, a shop, an article), as the
 * server names it on a first visit (core's pageTitle). Each navigation starts from the site's
 * name again (main.tsx), so a page without a title of its own never keeps the last one's.
 */
export function useDocumentTitle(name: string | null | undefined): void {
  useEffect(() => {
    document.title = pageTitle(name);
  }, [name]);
}
