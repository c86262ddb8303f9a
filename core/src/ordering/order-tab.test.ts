import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './order-status.js';
import { ORDER_TAB_OF_CANCEL_PENDING, orderTab, orderTabStatuses } from './order-tab.js';
import { ORDER_TABS, orderTabRead } from './order-tab-list.js';

describe('order tabs', () => {
  it('are the spec’s six, in screen order', () => {
    expect(ORDER_TABS).toEqual(['to_confirm', 'preparing', 'shipping', 'delivered', 'cancelled', 'return_refund']);
  });

  it('partition the statuses: each status in exactly the tab orderTab names', () => {
    const listed = ORDER_TABS.flatMap((tab) => orderTabStatuses(tab));
    expect([...listed].sort()).toEqual([...ORDER_STATUSES].sort());
    for (const tab of ORDER_TABS) for (const status of orderTabStatuses(tab)) expect(orderTab(status)).toBe(tab);
  });

  it.each([
    ['pending_approval', 'to_confirm'],
    ['pending_confirmation', 'to_confirm'],
    ['pending_pickup', 'preparing'],
    ['shipping', 'shipping'],
    ['delivered', 'delivered'],
    ['cancelled', 'cancelled'],
    ['return_refund', 'return_refund'],
  ] as const)('%s is listed under %s', (status, tab) => {
    expect(orderTab(status)).toBe(tab);
  });

  it('keeps an order whose cancel awaits the seller under preparing', () => {
    expect(ORDER_TAB_OF_CANCEL_PENDING).toBe('preparing');
    expect(orderTab('cancel_pending')).toBe('preparing');
    expect(orderTabStatuses('cancelled')).toEqual(['cancelled']);
  });
});

describe('orderTabRead', () => {
  it('reads a tab, and nothing else, as the schema does', () => {
    for (const tab of ORDER_TABS) expect(orderTabRead(tab)).toBe(tab);
    for (const other of ['', 'all', 'TO_CONFIRM', 1, null, undefined, {}]) expect(orderTabRead(other)).toBeNull();
  });
});
