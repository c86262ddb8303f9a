import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n } from 'i18next';
import { IconButton } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { loginPromptListen } from './login-prompt';
import { changePasswordListen } from './account-dialog-open';
import { oauthReturnRead } from './oauth-return';
import type { AuthRequest } from './auth-request';
import type * as AuthLazyModule from './auth-lazy';
import { PersonIcon } from './PersonIcon';

type AuthLazy = typeof AuthLazyModule;

let lazyPending: Promise<AuthLazy> | null = null;

/** The auth chunk (machine, dialogs, menu) with its words; one import for all of it. */
function authLazyLoad(instance: i18n): Promise<AuthLazy> {
  lazyPending ??= import('./auth-lazy').then(async (module) => {
    await module.authLazyReady(instance);
    return module;
  });
  // Offline: the next click tries again.
  lazyPending.catch(() => {
    lazyPending = null;
  });
  return lazyPending;
}

/**
 * The header's account button: all a first visit carries of the accounts. A logged-in page
 * (or a page a social login returns to) loads the auth chunk at once; otherwise the chunk
 * loads when a dialog is asked for (this button, or a login prompt from any feature).
 */
export function AccountButton() {
  const services = useServices();
  const { t, i18n: instance } = useTranslation();
  const [lazy, setLazy] = useState<AuthLazy | null>(null);
  const [loading, setLoading] = useState(false);
  const [request, setRequest] = useState<AuthRequest | null>(null);
  const loggedIn = services.tokens.isLoggedIn();

  const load = useCallback(() => {
    setLoading(true);
    authLazyLoad(instance).then(
      (module) => setLazy(module),
      () => setLoading(false),
    );
  }, [instance]);

  useEffect(() => {
    const returned = oauthReturnRead(window.location.search);
    if (loggedIn || returned.ticket !== null || returned.error !== null) load();
  }, [loggedIn, load]);

  useEffect(
    () =>
      loginPromptListen((detail) => {
        setRequest({ view: 'login', ...detail });
        load();
      }),
    [load],
  );
  useEffect(
    () =>
      changePasswordListen(() => {
        setRequest({ view: 'changePassword' });
        load();
      }),
    [load],
  );

  if (lazy) return <lazy.AuthRoot request={request} onRequestTaken={() => setRequest(null)} />;
  return (
    <IconButton
      label={loggedIn ? t('auth.account') : t('auth.login')}
      aria-busy={loading || undefined}
      onClick={() => {
        if (!loggedIn) setRequest({ view: 'login' });
        load();
      }}
    >
      <PersonIcon />
    </IconButton>
  );
}
