// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { ok, type GroupBuyGateway, type GroupBuyRoomView } from '@modavi/core';
import { makeProduct } from '@modavi/core/testing';
import { GroupBuyRoomPage } from './GroupBuyRoomPage';
import { groupBuyRender } from './group-buy-test-render';
import { groupBuyKeys } from './group-buy-queries';

const gateway = { room: vi.fn<GroupBuyGateway['room']>(), join: vi.fn<GroupBuyGateway['join']>(), cancel: vi.fn<GroupBuyGateway['cancel']>() };
const stored = new Map<string, string>();
const session = { get: (key: string) => stored.get(key) ?? null, set: (key: string, value: string) => void stored.set(key, value), remove: (key: string) => void stored.delete(key) };
const productGet = vi.fn(async (id: string) => ok(makeProduct({ _id: id, classifications: [], variants: [] })));
let loggedIn = true;
vi.mock('../../hooks/use-services', () => ({
  useServices: () => ({ groupBuy: async () => gateway, catalogue: { productGet }, session, tokens: { isLoggedIn: () => loggedIn } }),
}));
const loginPromptOpen = vi.fn();
vi.mock('../auth/login-prompt', () => ({ loginPromptOpen: (detail: unknown) => loginPromptOpen(detail) }));

const makeRoom = (overrides: Partial<GroupBuyRoomView> = {}): GroupBuyRoomView => ({
  _id: 'room-1',
  product: { _id: 'p1', name: 'Áo sơ mi lụa', image: null, sale_price: 250_000, shop_id: 's1' },
  group_price: 199_000,
  goal: 2,
  missing: 1,
  status: 'open',
  created_at: Date.now() - 60_000,
  expires_at: Date.now() + 3_600_000,
  members: [{ name: 'Lê Thị Hoa', role: 'host', paid: false, is_me: true }],
  my_role: 'host',
  my_paid: false,
  my_order_id: null,
  ...overrides,
});

afterEach(() => {
  cleanup();
  Object.values(gateway).forEach((mock) => mock.mockReset());
  loginPromptOpen.mockReset();
  stored.clear();
  loggedIn = true;
});

describe('the group-buy room page', () => {
  it('shows the host its room, the missing people and countdown, and pays its share through the express checkout (vi)', async () => {
    gateway.room.mockResolvedValue(ok(makeRoom()));
    await groupBuyRender('vi', () => <GroupBuyRoomPage roomId="room-1" />);
    await screen.findByRole('heading', { level: 1, name: 'Phòng mua chung' });
    expect(screen.getByRole('status').textContent).toMatch(/^Còn thiếu 1 người · còn (00:59:5\d|01:00:00)$/);
    screen.getByText('Thành viên (1/2)');
    screen.getByText(/Lê Thị Hoa \(bạn\) · Chủ phòng/);
    screen.getByRole('button', { name: 'Huỷ phòng' });
    expect((screen.getByLabelText('Liên kết phòng') as HTMLInputElement).value).toMatch(/\/mua-chung\/room-1$/);
    const pay = screen.getByRole('button', { name: 'Thanh toán giá mua chung' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(pay);
    expect(JSON.parse(stored.get('checkoutExpressItem') ?? '{}')).toEqual({ kind: 'express', product_id: 'p1', variant_id: null, quantity: 1, group_buy_room_id: 'room-1' });
  });

  it('starts with the options the buyer picked on the product page, so the share is paid at once in that variant', async () => {
    gateway.room.mockResolvedValue(ok(makeRoom()));
    productGet.mockImplementationOnce(async (id: string) => ok(makeProduct({ _id: id })));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(groupBuyKeys.choice('room-1'), ['Đỏ', 'M']);
    await groupBuyRender('vi', () => <GroupBuyRoomPage roomId="room-1" />, { client });
    const pay = await screen.findByRole('button', { name: 'Thanh toán giá mua chung' });
    await waitFor(() => expect((pay as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(pay);
    expect(JSON.parse(stored.get('checkoutExpressItem') ?? '{}')).toMatchObject({ product_id: 'p1', variant_id: 'variant-1' });
  });

  it('tells a completed room in English, without any step left (kr)', async () => {
    gateway.room.mockResolvedValue(
      ok(makeRoom({ status: 'completed', missing: 0, my_paid: true, members: [{ name: 'Lê Thị Hoa', role: 'host', paid: true, is_me: true }, { name: 'T** B**', role: 'member', paid: true, is_me: false }] })),
    );
    await groupBuyRender('kr', () => <GroupBuyRoomPage roomId="room-1" />);
    await screen.findByRole('heading', { level: 1, name: 'Group-buy room' });
    screen.getByText("The room is complete: everyone's order will be shipped");
    expect(screen.getAllByText('Paid')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Pay the group price' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });

  it('offers an outsider "Join", and a visitor the login prompt (kr)', async () => {
    loggedIn = false;
    gateway.room.mockResolvedValue(ok(makeRoom({ my_role: null, members: [{ name: 'L** H**', role: 'host', paid: true, is_me: false }] })));
    await groupBuyRender('kr', () => <GroupBuyRoomPage roomId="room-1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Join' }));
    expect(loginPromptOpen).toHaveBeenCalledWith({ reasonKey: 'groupBuy.loginReason' });
    expect(gateway.join).not.toHaveBeenCalled();
    screen.getByText(/^1 more people needed · \d\d:\d\d:\d\d left$/);
  });

  it('asks the host before cancelling, saying what happens to paid and unpaid orders; keeping the room cancels nothing (vi)', async () => {
    const members: GroupBuyRoomView['members'] = [
      { name: 'Lê Thị Hoa', role: 'host', paid: true, is_me: true },
      { name: 'T** B**', role: 'member', paid: false, is_me: false },
    ];
    gateway.room.mockResolvedValue(ok(makeRoom({ members, my_paid: true })));
    gateway.cancel.mockResolvedValue(ok(makeRoom({ members, my_paid: true, status: 'cancelled' })));
    await groupBuyRender('vi', () => <GroupBuyRoomPage roomId="room-1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Huỷ phòng' }));
    const dialog = await screen.findByRole('dialog', { name: 'Huỷ phòng mua chung?' });
    expect(gateway.cancel).not.toHaveBeenCalled();
    expect(dialog.textContent).toContain('đơn chưa thanh toán và đơn trả tiền khi nhận hàng chỉ bị huỷ, đơn đã thanh toán trực tuyến được hoàn tiền');
    expect(dialog.textContent).toContain('Đã thanh toán: 1 · chưa thanh toán: 1');
    fireEvent.click(screen.getByRole('button', { name: 'Giữ phòng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(gateway.cancel).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Huỷ phòng' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Huỷ phòng và các đơn' }));
    await waitFor(() => expect(gateway.cancel).toHaveBeenCalledWith('room-1'));
    await screen.findByText('Phòng đã đóng: đơn chưa thanh toán bị huỷ, đơn đã thanh toán được hoàn tiền');
  });

  it('words the confirmation in English (kr)', async () => {
    gateway.room.mockResolvedValue(ok(makeRoom()));
    await groupBuyRender('kr', () => <GroupBuyRoomPage roomId="room-1" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the group-buy room?' });
    expect(dialog.textContent).toContain('orders paid online are refunded');
    expect(dialog.textContent).toContain('Paid: 0 · unpaid: 1');
    screen.getByRole('button', { name: 'Cancel the room and its orders' });
    expect(gateway.cancel).not.toHaveBeenCalled();
  });
});
