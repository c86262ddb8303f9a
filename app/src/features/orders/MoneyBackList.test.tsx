// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { i18n } from 'i18next';
import { vnd, type Locale, type MoneyBack } from '@modavi/core';
import { localeInstances, screenRender } from '../../testing/screen-render';
import { MoneyBackList } from './MoneyBackList';

let instances: Record<Locale, i18n>;
beforeAll(async () => {
  instances = await localeInstances(['orders']);
});
afterEach(cleanup);

const AT = Date.UTC(2026, 11, 7, 3, 0);
const refunded: MoneyBack = { cause: 'order_cancelled', amount: vnd(269_000), status: 'refunded', reference: 'MOMO-REF-42', created_at: AT };
const pending: MoneyBack = { cause: 'late_payment', amount: vnd(120_000), status: 'pending', reference: null, created_at: AT + 1 };

describe('the money given back on a buyer’s order (issue 27)', () => {
  it('lists each refund with its cause, amount, state and the gateway’s reference', () => {
    screenRender(instances.vi, () => <MoneyBackList entries={[refunded, pending]} />);
    const section = screen.getByRole('region', { name: 'Hoàn tiền' });
    const [first, second] = within(section).getAllByRole('listitem');
    expect(first?.textContent).toContain('Hoàn tiền đơn đã huỷ');
    expect(first?.textContent).toContain('269.000');
    expect(first?.textContent).toContain('Đã hoàn tiền');
    expect(first?.textContent).toContain('MOMO-REF-42');
    expect(second?.textContent).toContain('Đang gửi yêu cầu hoàn tiền đến cổng thanh toán');
    expect(second?.textContent).not.toContain('Mã giao dịch hoàn');
  });

  it('is worded in English on kr, and absent when nothing was given back', () => {
    screenRender(instances.kr, () => <MoneyBackList entries={[refunded]} />);
    expect(screen.getByRole('region', { name: 'Refunds' }).textContent).toContain('Refund of the cancelled order');
    cleanup();
    const empty = screenRender(instances.kr, () => <MoneyBackList entries={[]} />);
    expect(empty.container.textContent).toBe('');
  });
});
