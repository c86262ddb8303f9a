import type { i18n } from 'i18next';
import type { AppServices } from './composition/composition-root';

/** What every route receives from the composition root. */
export interface RouterContext {
  readonly services: AppServices;
  /** The app's i18next instance: loaders await lazy locale bundles on it (`localeBundleReady`). */
  readonly i18n: i18n;
}
