// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { Suspense, type ReactNode } from 'react';
import { chatRoomId, ok, vnd, type ChatChannel, type ChatMessage, type ChatMessageLive, type ChatRoom, type ChatSendInput } from '@modavi/core';
import { makeChatMessage, makeChatRoom } from '../../../../core/src/testing/community-factories';
import { ToastProvider } from '@modavi/ui';
import { i18nCreate } from '../../i18n/i18n';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { coreErrorsLoad } from '../../i18n/core-errors-load';
import ChatBox, { type ChatBoxProps } from './ChatBox';

const ROOM = chatRoomId('shop-1', 'user-1');
const PRODUCT = { _id: 'p-1', name: 'Đầm lụa hai dây', image: null, sale_price: vnd(339_000) };
const roomOf = (overrides: Partial<ChatRoom> = {}) => makeChatRoom({ _id: ROOM, unread_count: 0, last_message: null, ...overrides });

let rooms: ChatRoom[] = [];
let history: ChatMessage[] = [];
const listeners = new Set<(message: ChatMessageLive) => void>();
const sent: ChatSendInput[] = [];
let refusal: string | null = null;
const channel: ChatChannel = {
  join: vi.fn(),
  send: vi.fn(async (roomId: string, input: ChatSendInput) => {
    sent.push(input);
    if (refusal) return { ok: false as const, error: refusal };
    const message = makeChatMessage({ _id: `m-${sent.length}`, room_id: roomId, sender_kind: 'buyer', sender_id: 'user-1', text: input.text, product: input.productId ? PRODUCT : null, read: false });
    return { ok: true as const, message };
  }),
  onMessage: (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  onNotification: () => () => undefined,
  close: vi.fn(),
};
const chat = {
  rooms: vi.fn(async () => ok(rooms)),
  open: vi.fn(async () => {
    rooms = [roomOf()];
    return ok(roomOf());
  }),
  messages: vi.fn(async () => ok({ items: history, next_before: null })),
  suggest: vi.fn(async () => ok([{ shop_id: 'shop-9', name: 'Tiệm Giày Sài Gòn', avatar: null, reason: 'followed' as const }])),
  redDot: vi.fn(async () => ok(0)),
  readRoom: vi.fn(async () => ok(null)),
  unreadRoom: vi.fn(async () => ok(null)),
  readAll: vi.fn(async () => ok(null)),
  unreadAll: vi.fn(async () => ok(null)),
  hideRoom: vi.fn(async () => ok(null)),
};
// One object, as the composition root builds it once: effects keyed on it must not run again on every render.
const services = { chat: async () => chat, chatOpen: async () => channel, media: { imageUpload: vi.fn(), videoUpload: vi.fn() } };
vi.mock('../../hooks/use-services', () => ({ useServices: () => services }));
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<object>()),
  Link: ({ children, className }: { children: ReactNode; className?: string }) => <a href="/san-pham/p-1" className={className}>{children}</a>,
}));

let instances: Record<'vi' | 'kr', i18n>;
beforeAll(async () => {
  const made = await Promise.all(
    (['vi', 'kr'] as const).map(async (locale) => {
      const instance = await i18nCreate(locale);
      await localeBundleReady(instance, 'chat');
      coreErrorsLoad(instance);
      return instance;
    }),
  );
  instances = { vi: made[0] as i18n, kr: made[1] as i18n };
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  rooms = [];
  history = [];
  sent.length = 0;
  refusal = null;
});

const renderBox = (props: Partial<ChatBoxProps> = {}, locale: 'vi' | 'kr' = 'vi') =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={instances[locale]}>
        <ToastProvider label="toasts" viewportLabel="notifications" closeLabel="close">
          <Suspense fallback={null}>
            <ChatBox request={null} state="open" unread={0} onState={vi.fn()} {...props} />
          </Suspense>
        </ToastProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('the buyer’s chat box', () => {
  it('with no room yet, says so and suggests shops to start with', async () => {
    renderBox();
    expect(await screen.findByText('Bạn chưa có cuộc trò chuyện nào')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Nhắn tin' }));
    await settle();
    expect(chat.open).toHaveBeenCalledWith('shop-9');
  });

  it('opened by "Chat ngay", keeps the product waiting and sends it with the question', async () => {
    renderBox({ request: { shopId: 'shop-1', product: PRODUCT, at: 1 } });
    const box = await screen.findByTestId('chat-box');
    await within(box).findByRole('heading', { level: 3, name: 'Tiệm Áo Dài Hà Nội' });
    expect(within(box).getAllByText('Đầm lụa hai dây')).toHaveLength(1);
    const field = within(box).getByLabelText('Tin nhắn');
    fireEvent.change(field, { target: { value: 'Còn size M không ạ?' } });
    await settle();
    fireEvent.click(within(box).getByRole('button', { name: 'Gửi' }));
    await settle();
    expect(sent).toEqual([{ text: 'Còn size M không ạ?', productId: 'p-1' }]);
    const mine = await within(box).findByText('Còn size M không ạ?');
    expect(mine.closest('li')?.getAttribute('data-mine')).toBe('true');
    expect((field as HTMLTextAreaElement).value).toBe('');
    // The card went with the message: it no longer waits in the composer.
    expect(within(box).getAllByText('Đầm lụa hai dây')).toHaveLength(1);
    expect(chat.readRoom).toHaveBeenCalledWith(ROOM);
  });

  it('refuses an empty message with core’s words, and shows the socket’s refusal', async () => {
    rooms = [roomOf()];
    renderBox({ request: { shopId: 'shop-1', at: 2 } });
    const box = await screen.findByTestId('chat-box');
    await within(box).findByRole('heading', { level: 3 });
    await settle();
    fireEvent.click(within(box).getByRole('button', { name: 'Gửi' }));
    expect((await within(box).findByRole('alert')).textContent).toBe('Vui lòng nhập tin nhắn hoặc chọn ảnh');
    refusal = 'CHAT.NOT_A_PARTY';
    fireEvent.change(within(box).getByLabelText('Tin nhắn'), { target: { value: 'xin chào' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Gửi' }));
    await settle();
    expect((await within(box).findByRole('alert')).textContent).toBe('Bạn không thuộc cuộc trò chuyện này');
  });

  it('lists rooms with their unread counts and hears the shop’s answer live', async () => {
    rooms = [roomOf({ unread_count: 2, last_message: makeChatMessage({ room_id: ROOM, text: 'Dạ còn ạ' }) })];
    renderBox();
    const row = (await screen.findByText('Dạ còn ạ', { exact: false })).closest('li') as HTMLElement;
    expect(within(row).getByText('2')).toBeTruthy();
    fireEvent.click(within(row).getAllByRole('button')[0] as HTMLElement);
    await screen.findByRole('heading', { level: 3 });
    await settle();
    const answer = makeChatMessage({ _id: 'live-1', room_id: ROOM, text: 'Shop gửi bạn mã giảm giá nhé' });
    act(() => listeners.forEach((listener) => listener({ roomId: ROOM, senderId: 'shop-1', text: answer.text, sentAt: answer.sent_at, message: answer })));
    expect((await screen.findByText('Shop gửi bạn mã giảm giá nhé')).closest('li')?.getAttribute('data-mine')).toBe('false');
  });

  it('minimised, hides the box and shows the pill with the unread count (kr)', async () => {
    const onState = vi.fn();
    renderBox({ state: 'mini', unread: 3, onState }, 'kr');
    const pill = await screen.findByTestId('chat-mini');
    expect(pill.textContent).toContain('3');
    expect(screen.getByTestId('chat-box').hidden).toBe(true);
    fireEvent.click(pill);
    expect(onState).toHaveBeenCalledWith('open');
  });
});
