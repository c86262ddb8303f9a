import type { i18n } from 'i18next';
import type { AppServices } from '../../composition/composition-root';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { errorsReady } from '../../i18n/errors-ready';

/**
 * The one lazy chunk of the accounts: the auth-session machine (xstate), the dialogs and the
 * account menu. One dynamic import rather than several (ARCHITECTURE.md, Accounts load on demand).
 */
export { AuthRoot } from './AuthRoot';
export { ChangePasswordDialog } from './ChangePasswordDialog';

/** The chunk's words (lazy bundle `auth-dialogs`), the error catalogue its forms show and the account gateway. */
export const authLazyReady = (instance: i18n, services: AppServices): Promise<void> =>
  Promise.all([localeBundleReady(instance, 'auth-dialogs'), errorsReady(instance), services.auth.ready()]).then(() => undefined);
