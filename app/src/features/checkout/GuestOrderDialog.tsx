import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Order } from '@modavi/core';
import { Button, Dialog, Input, Stack } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { errorKey } from '../../i18n/error-key';
import { GatewayFailure, resultUnwrap } from '../../queries/gateway-failure';
import { loginPromptOpen } from '../auth/login-prompt';
import * as styles from './CheckoutPage.css';

/**
 * The spec's order-success-without-login dialog: the order number, what happens next, and a
 * quick account made from what the guest typed for delivery (name and phone, confirmed by a
 * code sent to the phone). Signing up with the guest's token moves the guest's orders and cart
 * into the new account (server), and the page reloads logged in.
 */
export function GuestOrderDialog({ order }: { readonly order: Order }) {
  const { t, i18n } = useTranslation();
  const services = useServices();
  const [open, setOpen] = useState(true);
  const [name, setName] = useState(order.address?.name ?? '');
  const [phone, setPhone] = useState(order.address?.phone ?? '');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);

  const message = (error: unknown) => t(errorKey(error, (key) => i18n.exists(key)));
  // The server sends a registered phone its code like any other (issue 24) and says AUTH.ACCOUNT_EXISTS
  // once the code is proven; an older server said it at the request.
  const accountExists = (error: unknown) => error instanceof GatewayFailure && error.failure.errorCode === 'AUTH.ACCOUNT_EXISTS';

  const send = useMutation({
    mutationFn: () => resultUnwrap(services.auth.codeRequest({ channel: 'phone', destination: phone.trim(), purpose: 'signup' })),
    onSuccess: (sent) => setSentTo(sent.destination),
  });
  const create = useMutation({
    mutationFn: async () => {
      const grant = await resultUnwrap(
        services.auth.codeVerify({ channel: 'phone', destination: phone.trim(), purpose: 'signup', code: code.trim(), name: name.trim() }),
      );
      const { authRuntime } = await import('../auth/auth-runtime');
      return authRuntime(services).login(grant);
    },
  });

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('checkout.guest.title')}
      description={t('checkout.guest.description', { order: order._id })}
      closeLabel={t('checkout.closeLabel')}
    >
      <Stack gap="md" data-testid="guest-order-dialog">
        <p className={styles.text}>{t('checkout.guest.next', { phone: order.address?.phone ?? '' })}</p>
        <p className={styles.text}>
          <strong>{t('checkout.guest.createAccount')}</strong>
        </p>
        <p className={styles.muted}>{t('checkout.guest.createText')}</p>
        {sentTo === null ? (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              send.mutate();
            }}
          >
            <Stack gap="sm">
              <Input
                label={t('checkout.guest.name')}
                value={name}
                onChange={(event) => setName(event.target.value)}
                autoComplete="name"
                required
              />
              <Input
                label={t('checkout.guest.phone')}
                value={phone}
                onChange={(event) => setPhone(event.target.value)}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                required
              />
              {send.isError ? (
                <p role="alert" className={styles.error}>
                  {accountExists(send.error) ? t('checkout.guest.exists') : message(send.error)}
                </p>
              ) : null}
              {send.isError && accountExists(send.error) ? (
                <Button type="button" variant="secondary" onClick={() => loginPromptOpen()}>
                  {t('checkout.login')}
                </Button>
              ) : null}
              <Button type="submit" variant="primary" loading={send.isPending} disabled={name.trim() === '' || phone.trim() === ''}>
                {t('checkout.guest.sendCode')}
              </Button>
            </Stack>
          </form>
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              create.mutate();
            }}
          >
            <Stack gap="sm">
              <p className={styles.muted}>{t('checkout.guest.codeSent', { destination: sentTo })}</p>
              <Input
                label={t('checkout.guest.code')}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                inputMode="numeric"
                autoComplete="one-time-code"
                required
              />
              {create.isError ? (
                <p role="alert" className={styles.error}>
                  {accountExists(create.error) ? t('checkout.guest.exists') : message(create.error)}
                </p>
              ) : null}
              {create.isError && accountExists(create.error) ? (
                <Button type="button" variant="secondary" onClick={() => loginPromptOpen()}>
                  {t('checkout.login')}
                </Button>
              ) : null}
              <Button type="submit" variant="primary" loading={create.isPending} disabled={code.trim() === ''}>
                {t('checkout.guest.create')}
              </Button>
            </Stack>
          </form>
        )}
        <Button variant="ghost" onClick={() => setOpen(false)}>
          {t('checkout.guest.later')}
        </Button>
      </Stack>
    </Dialog>
  );
}
