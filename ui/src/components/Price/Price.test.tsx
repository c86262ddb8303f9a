// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { vnd } from '@modavi/core';
import { Price } from './Price.js';

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
    const { container } = render(<Price amount={150000} original={200000} discountPercent={25} discountText={discountText} />);
    const original = part(container, 'original');
    expect(original?.tagName).toBe('S');
    expect(original?.textContent).toBe('200.000đ');
    expect(part(container, 'discount')?.textContent).toBe('Giảm 25%');
  });

  it('hides the original and chip when it is not higher', () => {
    const { container } = render(<Price amount={200000} original={200000} discountPercent={25} discountText={discountText} />);
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

  it('shows the percent it is given, and no chip for 0', () => {
    const shown = render(<Price amount={199999} original={200000} discountPercent={1} discountText={discountText} />);
    expect(part(shown.container, 'discount')?.textContent).toBe('Giảm 1%');
    cleanup();
    const none = render(<Price amount={199999} original={200000} discountPercent={0} discountText={discountText} />);
    expect(part(none.container, 'discount')).toBeNull();
    expect(part(none.container, 'original')?.textContent).toBe('200.000đ');
  });
});
