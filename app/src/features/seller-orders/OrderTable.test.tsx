// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import type { Locale } from '@modavi/core';
import { makeOrder, makeOrderItem, makeOrderShop } from '@modavi/core/testing';
import { localeInstances, screenRender } from '../../testing/screen-render';
import { OrderTable } from './OrderTable';
import { HandOverForm } from './HandOverForm';
import { orderShippingText } from './order-text';

let instances: Record<Locale, i18n>;
beforeAll(async () => {
  instances = await localeInstances(['seller-orders', 'seller-shop']);
});
afterEach(cleanup);

const item = (name: string) => makeOrderItem({ product: { ...makeOrderItem().product, name } });
const oneItem = makeOrder({ _id: 'order-one', shops: [makeOrderShop({ items: [item('Áo sơ mi lụa')], shipping_company: 'standard' })] });
const threeItems = makeOrder({ _id: 'order-three', shops: [makeOrderShop({ items: [item('Váy xoè'), item('Khăn lụa'), item('Mũ cói')] })] });

describe("the seller's order list and hand-over (issue 25)", () => {
  it.each([
    ['vi', 'Váy xoè và 2 sản phẩm khác'],
    ['kr', 'Váy xoè and 2 more'],
  ] as const)('%s: a one-item order shows its item alone, never "and 0 more"; more items are counted', async (locale, many) => {
    screenRender(instances[locale], () => <OrderTable orders={[oneItem, threeItems]} selected={new Set()} onSelected={() => undefined} />, { router: true });
    const single = await screen.findByText('Áo sơ mi lụa');
    expect(single.textContent).toBe('Áo sơ mi lụa');
    screen.getByText(many);
    expect(document.body.textContent).not.toMatch(/\b0 (sản phẩm khác|more)/);
  });

  it.each([
    ['vi', 'Giao hàng tiêu chuẩn', 'Giao hàng hoả tốc'],
    ['kr', 'Standard delivery', 'Express delivery'],
  ] as const)('%s: the shipping shows as words, not its key', (locale, standard, express) => {
    const t = instances[locale].t;
    expect(orderShippingText(t, 'standard')).toBe(standard);
    expect(orderShippingText(t, 'express')).toBe(express);
    // Empty is the default option at checkout; a name that is no option (an older carrier's) stays.
    expect(orderShippingText(t, '')).toBe(standard);
    expect(orderShippingText(t, 'GHN')).toBe('GHN');
    screenRender(instances[locale], () => <HandOverForm shippingCompany={orderShippingText(t, 'standard')} onHandOver={async () => undefined} />);
    expect((screen.getByDisplayValue(standard) as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByDisplayValue('standard')).toBeNull();
  });
});
