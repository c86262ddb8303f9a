import type { i18n } from 'i18next';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { errorsReady } from '../../i18n/errors-ready';

/**
 * The one lazy chunk of the accounts: the auth-session machine (xstate), the dialogs and the
 * account menu. One dynamic import rather than several (ARCHITECTURE.md, Accounts load on demand).
 */
export { AuthRoot } from './AuthRoot';
export { ChangePasswordDialog } from './ChangePasswordDialog';

/** The chunk's words (lazy bundle `auth-dialogs`) and the error catalogue its forms show. */
export const authLazyReady = (instance: i18n): Promise<void> =>
  Promise.all([localeBundleReady(instance, 'auth-dialogs'), errorsReady(instance)]).then(() => undefined);
