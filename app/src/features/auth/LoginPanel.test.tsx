// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { ok } from '@modavi/core';
import { i18nCreate } from '../../i18n/i18n';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { LoginPanel } from './LoginPanel';

vi.mock('../../hooks/use-services', () => {
  const services = { auth: { providers: async () => ok([]) }, context: { country: () => 'VN' } };
  return { useServices: () => services };
});

afterEach(cleanup);

let instance: i18n;
beforeAll(async () => {
  instance = await i18nCreate('kr');
  await localeBundleReady(instance, 'auth-dialogs');
});

describe('LoginPanel', () => {
  it.each(['Phone', 'Email code', 'Password'])('offers the forgotten password under the %s tab', async (tab) => {
    const onForgotPassword = vi.fn();
    render(
      <I18nextProvider i18n={instance}>
        <LoginPanel onSignUp={vi.fn()} onForgotPassword={onForgotPassword} />
      </I18nextProvider>,
    );
    await act(async () => {
      fireEvent.mouseDown(screen.getByRole('tab', { name: tab }), { button: 0 });
    });
    expect(screen.getByRole('tab', { name: tab }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(onForgotPassword).toHaveBeenCalledOnce();
  });
});
