/**
 * Pictures of the app that the guides show (`tools/content/guide-shots.mjs` takes them): served
 * under this prefix as `<locale>/<name>.webp`. A guide's Markdown may show an image only from
 * here, so a page's file can never make a visitor's browser fetch another site.
 */
export const GUIDE_SHOTS_PREFIX = '/media/guides/';

/** Whether a guide's image address is one of our pictures: the prefix, a locale, a plain name. */
export const guideShotAllowed = (src: string): boolean => /^\/media\/guides\/(vi|kr)\/[a-z0-9-]{1,60}\.webp$/.test(src);

/** The size the pictures are taken at (a phone's screen), so a page keeps their room before they arrive. */
export const GUIDE_SHOT_SIZE = { width: 390, height: 720 } as const;
