/**
 * How many pages of the home's product feed load by themselves as the buyer scrolls; after
 * them a "see more" button asks for the next. The spec is silent; Vietnamese marketplace homes
 * (Shopee's "Gợi ý hôm nay", Tiki, Lazada) load a few screens and then show a button, so the
 * page has an end and its footer (guides, policies, the hotline) can be reached.
 */
export const HOME_FEED_AUTOLOAD_PAGES = 3;

/** Whether the next feed page may load by itself, once `pagesLoaded` pages are shown. */
export const feedAutoLoads = (pagesLoaded: number, autoloadPages: number = HOME_FEED_AUTOLOAD_PAGES): boolean => pagesLoaded < autoloadPages;
