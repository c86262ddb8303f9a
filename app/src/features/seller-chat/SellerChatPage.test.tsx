// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { chatRoomId, ok, vnd, type ChatChannel, type ChatRoom } from '@modavi/core';
import { makeChatMessage, makeChatRoom } from '../../../../core/src/testing/community-factories';
import { ToastProvider } from '@modavi/ui';
import { i18nCreate } from '../../i18n/i18n';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { SellerChatPage } from './SellerChatPage';

const ROOM = chatRoomId('shop-1', 'user-1');
const room: ChatRoom = makeChatRoom({ _id: ROOM, unread_count: 2, last_message: makeChatMessage({ room_id: ROOM, sender_kind: 'buyer', text: 'Còn size M không?' }) });
const chat = {
  rooms: vi.fn(async (query?: { q?: string }) => ok(query?.q ? [] : [room])),
  messages: vi.fn(async () => ok({ items: [makeChatMessage({ room_id: ROOM, sender_kind: 'buyer', text: 'Còn size M không?' })], next_before: null })),
  buyerOrders: vi.fn(async () => ok([{ _id: 'order-77', status: 'delivered', shop_total: vnd(450_000), items: 2, created_at: Date.UTC(2026, 10, 20) }])),
  redDot: vi.fn(async () => ok(2)),
  readRoom: vi.fn(async () => ok(null)),
  unreadRoom: vi.fn(async () => ok(null)),
  readAll: vi.fn(async () => ok(null)),
  unreadAll: vi.fn(async () => ok(null)),
  hideRoom: vi.fn(async () => ok(null)),
};
const channel: ChatChannel = { join: vi.fn(), send: vi.fn(), onMessage: () => () => undefined, onNotification: () => () => undefined, close: vi.fn() };
const services = { seller: async () => ({ chat }), chatOpen: async () => channel, media: { imageUpload: vi.fn(), videoUpload: vi.fn() } };
vi.mock('../../hooks/use-services', () => ({ useServices: () => services }));
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<object>()),
  Link: ({ children, className }: { children: ReactNode; className?: string }) => <a href="/ban-hang/quan-ly-don-hang/order-77" className={className}>{children}</a>,
}));

let instance: i18n;
beforeAll(async () => {
  instance = await i18nCreate('vi');
  await localeBundleReady(instance, 'chat');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const renderPage = (search: Record<string, unknown>, navigate = vi.fn(async () => undefined)) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={instance}>
        <ToastProvider label="toasts" viewportLabel="notifications" closeLabel="close">
          <SellerChatPage search={search} navigate={navigate} />
        </ToastProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the seller’s chat page', () => {
  it('lists the shop’s rooms with their unread counts and opens one into the address', async () => {
    const navigate = vi.fn(async () => undefined);
    renderPage({}, navigate);
    const row = (await screen.findByText('Nguyễn Thị Lan')).closest('li') as HTMLElement;
    expect(within(row).getByText('2')).toBeTruthy();
    expect(screen.getByText('Chọn một cuộc trò chuyện để bắt đầu')).toBeTruthy();
    fireEvent.click(within(row).getAllByRole('button')[0] as HTMLElement);
    expect(navigate).toHaveBeenCalledWith({ search: { id: ROOM } });
  });

  it('shows the room of ?id= with the buyer’s orders beside it, and reads it', async () => {
    renderPage({ id: ROOM });
    expect(await screen.findByRole('heading', { level: 2, name: 'Nguyễn Thị Lan' })).toBeTruthy();
    const orders = await screen.findByRole('complementary', { name: 'Đơn hàng của người mua với shop' });
    expect(await within(orders).findByText('order-77')).toBeTruthy();
    expect(within(orders).getByText('Đã giao')).toBeTruthy();
    expect(within(orders).getByText(/2 sản phẩm · 450\.000/)).toBeTruthy();
    await settle();
    expect(chat.readRoom).toHaveBeenCalledWith(ROOM);
    expect(channel.join).toHaveBeenCalledWith(ROOM);
  });

  it('searches by the buyer’s name and says when nobody matches', async () => {
    renderPage({});
    await screen.findByText('Nguyễn Thị Lan');
    fireEvent.change(screen.getByLabelText('Tìm theo tên người mua'), { target: { value: 'Trần' } });
    expect(await screen.findByText('Không tìm thấy người mua phù hợp')).toBeTruthy();
    expect(chat.rooms).toHaveBeenLastCalledWith({ q: 'Trần' });
  });
});
