// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { vnd } from '@modavi/core';
import { Price, discountPercent } from './Price.js';

afterEach(cleanup);

const part = (container: HTMLElement, name: string) => container.querySelector(`[data-part="${name}"]`);
const discountText = (percent: number) => `Giảm ${percent}%`;

describe('Price', () => {
  it('formats the sale price with core moneyFormat', () => {
    const { container } = render(<Price amount={vnd(1250000)} />);
    expect(part(container, 'sale')?.textContent).toBe('1.250.000đ');
    expect(part(container, 'original')).toBeNull();
  });

  it('strikes through a higher original price and shows the discount chip', () => {
    const { container } = render(<Price amount={150000} original={200000} discountText={discountText} />);
    const original = part(container, 'original');
    expect(original?.tagName).toBe('S');
    expect(original?.textContent).toBe('200.000đ');
    expect(part(container, 'discount')?.textContent).toBe('Giảm 25%');
  });

  it('hides the original and chip when it is not higher', () => {
    const { container } = render(<Price amount={200000} original={200000} discountText={discountText} />);
    expect(part(container, 'original')).toBeNull();
    expect(part(container, 'discount')).toBeNull();
  });

  it('prefixes both prices for screen readers with the given labels', () => {
    const { container } = render(
      <Price amount={150000} original={200000} saleLabel="Giá bán" originalLabel="Giá gốc" format={{ singapore: true }} />,
    );
    expect(part(container, 'sale')?.textContent).toBe('Giá bán S$ 150.000');
    expect(part(container, 'original')?.textContent).toBe('Giá gốc S$ 200.000');
  });

  it('rounds the discount and never shows 0%', () => {
    expect(discountPercent(150000, 200000)).toBe(25);
    expect(discountPercent(199999, 200000)).toBe(1);
    expect(discountPercent(200000, 100000)).toBe(0);
  });
});
