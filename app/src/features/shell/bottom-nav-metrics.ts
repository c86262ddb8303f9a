/** The phones' bottom navigation's height without the phone's safe area. */
export const BOTTOM_NAV_HEIGHT = '3.5rem';

/** The phone's own bottom inset (the home indicator), 0 where there is none. */
export const SAFE_AREA_BOTTOM = 'env(safe-area-inset-bottom, 0px)';

/** What the bar takes at the bottom of a phone's screen: a floating control sits above it. */
export const BOTTOM_NAV_SPACE = `calc(${BOTTOM_NAV_HEIGHT} + ${SAFE_AREA_BOTTOM})`;
