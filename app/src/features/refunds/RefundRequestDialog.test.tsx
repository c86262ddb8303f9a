// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { ok, type Locale, type OrderGateway } from '@modavi/core';
import { makeOrderShop } from '@modavi/core/testing';
import { errorsReady } from '../../i18n/errors-ready';
import { localeInstances, screenRender } from '../../testing/screen-render';
import { RefundRequestDialog } from './RefundRequestDialog';

const reasonList = vi.fn<OrderGateway['reasonList']>();
const refundRequest = vi.fn<OrderGateway['refundRequest']>();
vi.mock('../../hooks/use-services', () => ({ useServices: () => ({ orders: { reasonList, refundRequest }, media: {} }) }));

let instances: Record<Locale, i18n>;
beforeAll(async () => {
  instances = await localeInstances(['orders']);
  await Promise.all([errorsReady(instances.vi), errorsReady(instances.kr)]);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const WORDS = {
  vi: { open: 'Trả hàng/Hoàn tiền', email: 'Email liên hệ (không bắt buộc)', submit: 'Gửi yêu cầu', emailWrong: 'Email không hợp lệ', reason: 'Vui lòng chọn lý do trả hàng/hoàn tiền' },
  kr: { open: 'Return/Refund', email: 'Contact email (optional)', submit: 'Send request', emailWrong: 'The email is not valid', reason: 'Please choose a reason for the return' },
} as const;

describe('the return request dialog', () => {
  it.each(['vi', 'kr'] as const)('checks again on every change after the first send: a fixed email loses its message, a missing reason keeps its own (%s)', async (locale) => {
    reasonList.mockResolvedValue(ok([]));
    const words = WORDS[locale];
    screenRender(instances[locale], () => <RefundRequestDialog orderId="order-1" shops={[makeOrderShop()]} />, { router: true });
    fireEvent.click(await screen.findByRole('button', { name: words.open }));
    const dialog = await screen.findByRole('dialog');
    const email = within(dialog).getByLabelText(words.email);
    fireEvent.change(email, { target: { value: 'no-at-sign' } });
    fireEvent.click(within(dialog).getByRole('button', { name: words.submit }));
    expect(within(dialog).getByText(words.emailWrong)).toBeTruthy();
    expect(within(dialog).getByText(words.reason)).toBeTruthy();
    fireEvent.change(email, { target: { value: 'lan@example.vn' } });
    expect(within(dialog).queryByText(words.emailWrong)).toBeNull();
    expect(within(dialog).getByText(words.reason)).toBeTruthy();
    expect(refundRequest).not.toHaveBeenCalled();
  });
});
