/**
 * Self-hosted Be Vietnam Pro, drawn for Vietnamese diacritics. Each weight file carries the
 * vietnamese, latin-ext and latin subsets with unicode-ranges, so browsers fetch only what a
 * page uses. The app imports this module once (`import '@modavi/ui/fonts'`).
 */
import '@fontsource/be-vietnam-pro/400.css';
import '@fontsource/be-vietnam-pro/600.css';
import '@fontsource/be-vietnam-pro/700.css';
