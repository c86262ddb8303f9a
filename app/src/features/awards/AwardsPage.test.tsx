// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { err, gatewayError, ok, type AwardsBalance, type AwardsEdition, type AwardsGateway } from '@modavi/core';
import { i18nCreate } from '../../i18n/i18n';
import { errorsReady } from '../../i18n/errors-ready';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { screenRender } from '../../testing/screen-render';
import { AwardsPage } from './AwardsPage';

const gateway = { edition: vi.fn<AwardsGateway['edition']>(), balance: vi.fn<AwardsGateway['balance']>(), checkIn: vi.fn<AwardsGateway['checkIn']>(), vote: vi.fn<AwardsGateway['vote']>() };
let loggedIn = true;
vi.mock('../../hooks/use-services', () => ({ useServices: () => ({ awards: async () => gateway, tokens: { isLoggedIn: () => loggedIn } }) }));
const loginPromptOpen = vi.fn();
vi.mock('../auth/login-prompt', () => ({ loginPromptOpen: (detail: unknown) => loginPromptOpen(detail) }));

const DAY = 24 * 60 * 60 * 1000;
const makeEdition = (overrides: Partial<AwardsEdition> = {}): AwardsEdition => ({
  id: 'awards-2026',
  year: 2026,
  name: 'Modavi Awards 2026',
  voting_starts_at: new Date(Date.now() - DAY).toISOString(),
  voting_ends_at: new Date(Date.now() + 3 * DAY).toISOString(),
  open: true,
  categories: [
    {
      id: 'shops',
      name: 'Shop thời trang của năm',
      name_en: 'Fashion shop of the year',
      kind: 'shop',
      nominees: [{ id: 'n1', kind: 'shop', target_id: 's1', name: 'Nhà Mây Boutique', image: null, votes: 1234, rank: 1 }],
    },
  ],
  ...overrides,
});

afterEach(() => {
  cleanup();
  Object.values(gateway).forEach((mock) => mock.mockReset());
  loginPromptOpen.mockReset();
  loggedIn = true;
});

async function renderIn(locale: 'vi' | 'kr', balance: AwardsBalance | null, edition: AwardsEdition = makeEdition()) {
  gateway.edition.mockResolvedValue(ok(edition));
  if (balance) gateway.balance.mockResolvedValue(ok(balance));
  const i18n = await i18nCreate(locale);
  await Promise.all([localeBundleReady(i18n, 'awards'), errorsReady(i18n)]);
  screenRender(i18n, () => <AwardsPage category={undefined} onCategory={() => undefined} />, { router: true });
  await screen.findByRole('heading', { level: 1, name: 'Modavi Awards 2026' });
}

describe('the awards page', () => {
  it('shows the balance, a ranked nominee with its formatted count, and checks in once', async () => {
    gateway.checkIn.mockResolvedValue(ok({ balance: 10, checked_in_today: true }));
    await renderIn('vi', { balance: 0, checked_in_today: false });
    expect((await screen.findByTestId('awards-balance')).textContent).toBe('0');
    screen.getByText('Hạng 1');
    screen.getByText('1.234 lượt bình chọn');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Điểm danh nhận 10 lượt' }));
    const done = await screen.findByRole('button', { name: 'Đã điểm danh hôm nay, quay lại vào ngày mai' });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('awards-balance').textContent).toBe('10');
  });

  it('says "out of votes" with the hint to come back tomorrow once the balance is spent (vi)', async () => {
    await renderIn('vi', { balance: 0, checked_in_today: true });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Bạn đã hết lượt bình chọn');
    expect(alert.textContent).toContain('Hãy quay lại điểm danh vào ngày mai để nhận thêm 10 lượt.');
  });

  it('shows the server’s "out of votes" refusal in English (kr)', async () => {
    gateway.vote.mockResolvedValue(err(gatewayError('INVALID_REQUEST', { status: 409, errorCode: 'VOTE.OUT_OF_VOTES' })));
    await renderIn('kr', { balance: 3, checked_in_today: true });
    await screen.findByText('3');
    screen.getByText('Fashion shop of the year');
    fireEvent.click(screen.getByRole('button', { name: 'Vote for Nhà Mây Boutique' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('You are out of votes');
    expect(alert.textContent).toContain('Come back tomorrow and check in for 10 more votes.');
    expect(gateway.vote).toHaveBeenCalledWith({ nominee_id: 'n1', count: 1 });
  });

  it('gives a guest the login prompt for check-in and vote, and asks nothing of the server', async () => {
    loggedIn = false;
    await renderIn('vi', null);
    screen.getByText('Đăng nhập để điểm danh và bình chọn');
    fireEvent.click(screen.getByRole('button', { name: 'Điểm danh nhận 10 lượt' }));
    fireEvent.click(screen.getByRole('button', { name: 'Bình chọn cho Nhà Mây Boutique' }));
    expect(loginPromptOpen).toHaveBeenCalledTimes(2);
    expect(loginPromptOpen).toHaveBeenCalledWith({ reasonKey: 'awards.loginReason' });
    expect(gateway.checkIn).not.toHaveBeenCalled();
    expect(gateway.vote).not.toHaveBeenCalled();
    expect(gateway.balance).not.toHaveBeenCalled();
  });

  it('after the end shows the results without check-in or vote buttons', async () => {
    const ended = makeEdition({ open: false, voting_starts_at: new Date(Date.now() - 90 * DAY).toISOString(), voting_ends_at: new Date(Date.now() - DAY).toISOString() });
    await renderIn('kr', { balance: 5, checked_in_today: false }, ended);
    screen.getByText('Voting has ended. Thank you for taking part!');
    screen.getByText('Rank 1');
    screen.getByText('1.234 votes');
    expect(screen.queryByRole('button', { name: /Check in/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Vote for/ })).toBeNull();
  });
});
