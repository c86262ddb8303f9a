// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { moneyFormat, vnd } from '@modavi/core';
import { CartShopSection } from './CartShopSection.js';

afterEach(cleanup);

describe('CartShopSection', () => {
  it("prints the shop's discount above its total when it is given one", () => {
    render(
      <CartShopSection shopName="Shop Hoa" discount={{ label: 'Giảm giá của shop', amount: 20_000 }} total={{ label: 'Tổng tiền shop', amount: 180_000 }}>
        <li>line</li>
      </CartShopSection>,
    );
    expect(screen.getByTestId('cart-shop-discount').textContent).toBe(`Giảm giá của shop${moneyFormat(vnd(20_000))}`);
    expect(screen.getByTestId('cart-shop-total').textContent).toBe(`Tổng tiền shop${moneyFormat(vnd(180_000))}`);
    expect(screen.getByRole('region', { name: 'Shop Hoa' })).toBeTruthy();
  });

  it('shows no discount row without a discount', () => {
    render(
      <CartShopSection shopName="Shop Hoa" discount={null} total={{ label: 'Tổng tiền shop', amount: 180_000 }}>
        <li>line</li>
      </CartShopSection>,
    );
    expect(screen.queryByTestId('cart-shop-discount')).toBeNull();
  });
});
