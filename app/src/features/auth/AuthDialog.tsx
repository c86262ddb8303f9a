import { useSelector } from '@xstate/react';
import { Dialog } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { authRuntime } from './auth-runtime';
import { ChangePasswordPanel } from './ChangePasswordPanel';
import { ForgotPasswordPanel } from './ForgotPasswordPanel';
import { LoginPanel } from './LoginPanel';
import { SignUpPanel } from './SignUpPanel';
import { useAuthText } from './use-auth-text';

export type AuthView = 'login' | 'signUp' | 'forgotPassword' | 'changePassword';

export interface AuthDialogProps {
  readonly view: AuthView | null;
  readonly onViewChange: (view: AuthView | null) => void;
  readonly reasonKey?: string | undefined;
  readonly expressCheckout?: boolean | undefined;
}

const TITLES: Record<AuthView, string> = {
  login: 'authDialogs.login.title',
  signUp: 'authDialogs.signUp.title',
  forgotPassword: 'authDialogs.forgot.title',
  changePassword: 'authDialogs.change.title',
};

/** One dialog for the account flows; the panels move between each other inside it. */
export function AuthDialog({ view, onViewChange, reasonKey, expressCheckout = false }: AuthDialogProps) {
  const { t } = useAuthText();
  const services = useServices();
  const hasPassword = useSelector(authRuntime(services).session, (state) => state.context.profile?.has_password !== false);
  return (
    <Dialog
      open={view !== null}
      onOpenChange={(open) => {
        if (!open) onViewChange(null);
      }}
      title={view ? t(TITLES[view]) : ''}
      closeLabel={t('authDialogs.close')}
    >
      {view === 'login' ? (
        <LoginPanel
          reasonKey={reasonKey}
          expressCheckout={expressCheckout}
          onSignUp={() => onViewChange('signUp')}
          onForgotPassword={() => onViewChange('forgotPassword')}
        />
      ) : null}
      {view === 'signUp' ? <SignUpPanel expressCheckout={expressCheckout} onLogin={() => onViewChange('login')} /> : null}
      {view === 'forgotPassword' ? <ForgotPasswordPanel expressCheckout={expressCheckout} onLogin={() => onViewChange('login')} /> : null}
      {view === 'changePassword' ? <ChangePasswordPanel hasPassword={hasPassword} onDone={() => onViewChange(null)} /> : null}
    </Dialog>
  );
}
