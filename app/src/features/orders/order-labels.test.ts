import { beforeAll, describe, expect, it } from 'vitest';
import type { i18n } from 'i18next';
import { orderPaymentShown, type Locale } from '@modavi/core';
import { makeOrder } from '@modavi/core/testing';
import { localeInstances } from '../../testing/screen-render';
import { paymentStatusKey } from './order-labels';

let instances: Record<Locale, i18n>;
beforeAll(async () => {
  instances = await localeInstances(['orders']);
});

describe("an order's payment as buyer and seller read it (issue 25)", () => {
  it.each([
    ['vi', 'Không thu tiền (đơn đã huỷ)', 'Đã huỷ thanh toán'],
    ['kr', 'Nothing to pay (order cancelled)', 'Payment cancelled'],
  ] as const)('%s: a cancelled unpaid cash order says nothing is due, not "payment cancelled"; an abandoned online one does', (locale, notDue, cancelled) => {
    const t = instances[locale].t;
    const cash = makeOrder({ status: 'cancelled', payment_method: 'CASH', payment_status: 'cancelled' });
    expect(t(paymentStatusKey(orderPaymentShown(cash)))).toBe(notDue);
    const online = makeOrder({ status: 'cancelled', payment_method: 'MOMO', payment_status: 'cancelled' });
    expect(t(paymentStatusKey(orderPaymentShown(online)))).toBe(cancelled);
  });
});
