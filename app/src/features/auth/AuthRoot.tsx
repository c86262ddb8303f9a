import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { IconButton, useToast } from '@modavi/ui';
import { errorI18nKey } from '@modavi/core';
import { useServices } from '../../hooks/use-services';
import { authRuntime } from './auth-runtime';
import { grantFailureShown } from './login-outcome';
import { AccountMenu } from './AccountMenu';
import { AuthDialog, type AuthView } from './AuthDialog';
import type { AuthRequest } from './auth-request';
import { oauthReturnRead, oauthReturnStrip } from './oauth-return';
import { PersonIcon } from './PersonIcon';
import { useAuthText } from './use-auth-text';
import { LiveNotifications } from '../notifications/LiveNotifications';

export interface AuthRootProps {
  /** A dialog asked for from outside (the header button, a login prompt, the account pages). */
  readonly request: AuthRequest | null;
  readonly onRequestTaken: () => void;
}

/**
 * The header's account control once the auth chunk is here: the account menu when logged in,
 * else the login button; the dialogs; and the end of a social login (the ticket exchange).
 */
export function AuthRoot({ request, onRequestTaken }: AuthRootProps) {
  const services = useServices();
  const runtime = authRuntime(services);
  const toast = useToast();
  const { t } = useAuthText();
  const [view, setView] = useState<AuthView | null>(null);
  const [reasonKey, setReasonKey] = useState<string | undefined>(undefined);
  const [expressCheckout, setExpressCheckout] = useState(false);
  const loggedIn = useSelector(
    runtime.session,
    (state) => state.matches('loggedIn') || state.hasTag('busy') || (state.matches('visitor') && services.tokens.isLoggedIn()),
  );
  const busy = useSelector(runtime.session, (state) => state.hasTag('busy'));
  const signedIn = useSelector(runtime.session, (state) => state.matches('loggedIn'));
  const profile = useSelector(runtime.session, (state) => state.context.profile);

  useEffect(() => {
    if (!request) return;
    onRequestTaken();
    if (request.view === 'changePassword') {
      if (loggedIn) setView('changePassword');
      return;
    }
    if (loggedIn) return;
    runtime.loginReturnSet(request.returnPath ?? null);
    setReasonKey(request.reasonKey);
    setExpressCheckout(request.expressCheckout ?? false);
    setView('login');
  }, [request, onRequestTaken, loggedIn, runtime]);

  // A social login came back: exchange the ticket, or say what went wrong.
  useEffect(() => {
    const { pathname, search, hash } = window.location;
    const returned = oauthReturnRead(search);
    if (returned.ticket === null && returned.error === null) return;
    window.history.replaceState(window.history.state, '', oauthReturnStrip(pathname, search, hash));
    const fail = (code: string) => toast.show({ title: t(errorI18nKey(code)), tone: 'danger' });
    if (returned.ticket === null) {
      fail(returned.error ?? 'AUTH.OAUTH_FAILED');
      return;
    }
    void services.auth.oauthTicketRedeem(returned.ticket).then(async (result) => {
      if (!result.ok) fail(result.error.errorCode ?? 'AUTH.OAUTH_FAILED');
      else {
        // No encryption secret is console-only (spec section 8): the session has logged it.
        const shown = grantFailureShown(await runtime.loginOutcome(result.value));
        if (shown !== null && shown !== 'handled') fail('AUTH.OAUTH_FAILED');
      }
    });
    // Once per page load: the parameters are gone from the address after the first run.
  }, [runtime, services, t, toast]);

  return (
    <>
      {/* One socket per signed-in account: a new login (another account) opens its own. */}
      {signedIn ? <LiveNotifications key={profile?._id ?? 'account'} /> : null}
      {loggedIn ? (
        <AccountMenu profile={profile} busy={busy} onChangePassword={() => setView('changePassword')} onLogout={() => runtime.logout()} />
      ) : (
        <IconButton
          label={t('auth.login')}
          onClick={() => {
            runtime.loginReturnSet(null);
            setReasonKey(undefined);
            setView('login');
          }}
        >
          <PersonIcon />
        </IconButton>
      )}
      <AuthDialog
        view={view}
        onViewChange={(next) => {
          // Closing the prompt leaves the visitor home: a later login is its own.
          if (next === null) runtime.loginReturnSet(null);
          setView(next);
        }}
        reasonKey={reasonKey}
        expressCheckout={expressCheckout}
      />
    </>
  );
}
