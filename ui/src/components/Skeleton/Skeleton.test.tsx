// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { Skeleton } from './Skeleton.js';

afterEach(cleanup);

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<Skeleton />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(container.textContent).toBe('');
  });

  it('takes its size from props and a class per shape', () => {
    const { container, rerender } = render(<Skeleton shape="rect" width="50%" aspectRatio="1 / 1" />);
    const rect = container.firstElementChild as HTMLElement;
    expect(rect.style.width).toBe('50%');
    expect(rect.style.aspectRatio).toBe('1 / 1');
    const rectClass = rect.className;
    rerender(<Skeleton shape="circle" width="40px" />);
    expect(container.firstElementChild?.className).not.toBe(rectClass);
  });
});
