// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { ok, type Locale, type Review, type ReviewGateway } from '@modavi/core';
import { errorsReady } from '../../i18n/errors-ready';
import { localeInstances, screenRender } from '../../testing/screen-render';
import { ReviewDialog } from './ReviewDialog';

const reviewCreate = vi.fn<ReviewGateway['reviewCreate']>();
vi.mock('../../hooks/use-services', () => ({ useServices: () => ({ reviews: { reviewCreate }, media: {} }) }));

let instances: Record<Locale, i18n>;
beforeAll(async () => {
  instances = await localeInstances(['reviews', 'orders']);
  await Promise.all([errorsReady(instances.vi), errorsReady(instances.kr)]);
});
afterEach(() => {
  cleanup();
  reviewCreate.mockReset();
});

const WORDS = {
  vi: { open: 'Đánh giá Áo thun', star: '5 sao', content: 'Nhận xét', submit: 'Gửi đánh giá', tooLong: 'Nội dung đánh giá tối đa 150 ký tự' },
  kr: { open: 'Review Áo thun', star: '5 stars', content: 'Your review', submit: 'Submit review', tooLong: 'Reviews can have up to 150 characters' },
} as const;

describe('the review dialog', () => {
  it.each(['vi', 'kr'] as const)('checks again on every change after the first send: a shortened text loses its message (%s)', async (locale) => {
    reviewCreate.mockResolvedValue(ok({ _id: 'r1' } as Review));
    const words = WORDS[locale];
    screenRender(instances[locale], () => <ReviewDialog orderItemId="item-1" productName="Áo thun" />);
    fireEvent.click(screen.getByRole('button', { name: words.open }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: words.star }));
    const text = within(dialog).getByRole('textbox', { name: words.content });
    fireEvent.change(text, { target: { value: 'a'.repeat(151) } });
    fireEvent.click(within(dialog).getByRole('button', { name: words.submit }));
    expect(within(dialog).getByRole('alert').textContent).toBe(words.tooLong);
    expect(text.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(text, { target: { value: 'a'.repeat(150) } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(text.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(text, { target: { value: 'a'.repeat(152) } });
    expect(within(dialog).getByRole('alert').textContent).toBe(words.tooLong);
    expect(reviewCreate).not.toHaveBeenCalled();
    fireEvent.change(text, { target: { value: 'Vải mát' } });
    fireEvent.click(within(dialog).getByRole('button', { name: words.submit }));
    await vi.waitFor(() => expect(reviewCreate).toHaveBeenCalledWith({ order_item_id: 'item-1', rating: 5, content: 'Vải mát', images: [] }));
  });
});
