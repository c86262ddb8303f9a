// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { vnd } from '@modavi/core';
import { i18nCreate } from '../../i18n/i18n';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { LOGIN_PROMPT_EVENT } from '../auth/login-prompt';
import { CHAT_OPEN_EVENT } from './chat-open';
import { ChatNowButton } from './ChatNowButton';

let loggedIn = false;
const services = { tokens: { isLoggedIn: () => loggedIn } };
vi.mock('../../hooks/use-services', () => ({ useServices: () => services }));

let instance: i18n;
beforeAll(async () => {
  instance = await i18nCreate('vi');
  await localeBundleReady(instance, 'seller');
});
afterEach(cleanup);

const PRODUCT = { _id: 'p-1', name: 'Đầm lụa', image: null, sale_price: vnd(339_000) };
const heard = (event: string) => {
  const seen: unknown[] = [];
  window.addEventListener(event, (found) => seen.push((found as CustomEvent).detail));
  return seen;
};

describe('"Chat ngay"', () => {
  it('asks a guest to log in, with the reason', () => {
    loggedIn = false;
    const prompts = heard(LOGIN_PROMPT_EVENT);
    const opens = heard(CHAT_OPEN_EVENT);
    render(
      <I18nextProvider i18n={instance}>
        <ChatNowButton shopId="shop-1" shopName="Tiệm Lụa" product={PRODUCT} />
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Chat ngay' }));
    expect(prompts).toEqual([{ reasonKey: 'seller.chatLoginReason' }]);
    expect(opens).toEqual([]);
    expect(instance.t('seller.chatLoginReason')).toBe('Đăng nhập để trò chuyện với người bán');
  });

  it('opens the box on the shop’s room with the product for a signed-in buyer', () => {
    loggedIn = true;
    const opens = heard(CHAT_OPEN_EVENT);
    render(
      <I18nextProvider i18n={instance}>
        <ChatNowButton shopId="shop-1" shopName="Tiệm Lụa" product={PRODUCT} />
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Chat ngay' }));
    expect(opens).toEqual([{ shopId: 'shop-1', product: PRODUCT }]);
  });
});
