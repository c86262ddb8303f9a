// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ok, type GroupBuyGateway, type GroupBuyProduct } from '@modavi/core';
import { GroupBuySection } from './GroupBuySection';
import { groupBuyRender } from './group-buy-test-render';

const gateway = { product: vi.fn<GroupBuyGateway['product']>(), open: vi.fn<GroupBuyGateway['open']>(), join: vi.fn<GroupBuyGateway['join']>() };
let loggedIn = true;
vi.mock('../../hooks/use-services', () => ({ useServices: () => ({ groupBuy: async () => gateway, tokens: { isLoggedIn: () => loggedIn } }) }));
const loginPromptOpen = vi.fn();
vi.mock('../auth/login-prompt', () => ({ loginPromptOpen: (detail: unknown) => loginPromptOpen(detail) }));

const HOUR = 3_600_000;
const running = (rooms: GroupBuyProduct['rooms'] = []): GroupBuyProduct => ({
  offer: { product_id: 'p1', enabled: true, group_price: 199_000, goal: 3, duration_hours: 24, starts_at: null, ends_at: null },
  rooms,
});
const room = { _id: 'r1', host_name: 'L*** H***', goal: 3, missing: 2, expires_at: Date.now() + 2 * HOUR + 30_000 };

afterEach(() => {
  cleanup();
  Object.values(gateway).forEach((mock) => mock.mockReset());
  loginPromptOpen.mockReset();
  loggedIn = true;
});

describe('the product page’s group-buy block', () => {
  it('shows the group price against the single price, the terms and the open rooms with "Tham gia" (vi)', async () => {
    gateway.product.mockResolvedValue(ok(running([room])));
    gateway.join.mockImplementation(async () => new Promise(() => undefined));
    await groupBuyRender('vi', () => <GroupBuySection productId="p1" normalPrice={250_000} />);
    await screen.findByRole('heading', { name: 'Mua chung' });
    screen.getByText('Đủ 3 người trong 24 giờ là được giá mua chung');
    screen.getByText('-20%');
    screen.getByText(/^Phòng của L\*\*\* H\*\*\* · thiếu 2 người · còn 02:/);
    fireEvent.click(screen.getByRole('button', { name: 'Tham gia' }));
    await waitFor(() => expect(gateway.join).toHaveBeenCalledWith('r1'));
    screen.getByRole('button', { name: 'Mở phòng mua chung' });
  });

  it('asks a visitor to log in before opening a room, and says when no room waits (kr)', async () => {
    loggedIn = false;
    gateway.product.mockResolvedValue(ok(running()));
    await groupBuyRender('kr', () => <GroupBuySection productId="p1" normalPrice={250_000} />);
    await screen.findByRole('heading', { name: 'Group buy' });
    screen.getByText('No room yet. Open one and invite your friends!');
    fireEvent.click(screen.getByRole('button', { name: 'Open a group-buy room' }));
    expect(loginPromptOpen).toHaveBeenCalledWith({ reasonKey: 'groupBuy.loginReason' });
    expect(gateway.open).not.toHaveBeenCalled();
  });

  it('shows nothing when the product has no running group-buy', async () => {
    gateway.product.mockResolvedValue(ok({ offer: null, rooms: [] }));
    await groupBuyRender('vi', () => (
      <div data-testid="page">
        <GroupBuySection productId="p1" normalPrice={250_000} />
      </div>
    ));
    await waitFor(() => expect(gateway.product).toHaveBeenCalled());
    expect(screen.getByTestId('page').textContent).toBe('');
  });
});
