// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { HeaderBar } from './HeaderBar.js';

afterEach(cleanup);

const home = 'Modavi';
const search = 'Tìm kiếm';
const cart = 'Giỏ hàng';

describe('HeaderBar', () => {
  it('is the banner with brand, search and actions in order', () => {
    render(
      <HeaderBar
        brand={<a href="/">{home}</a>}
        search={<input aria-label={search} type="search" />}
        actions={<button type="button">{cart}</button>}
      />,
    );
    const banner = screen.getByRole('banner');
    const link = within(banner).getByRole('link', { name: home });
    const field = within(banner).getByRole('searchbox', { name: search });
    const button = within(banner).getByRole('button', { name: cart });
    // Source order brand → search → actions is the keyboard order at every width.
    expect(link.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(field.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('lays out differently without a search slot', () => {
    const brand = <a href="/">{home}</a>;
    const { container, rerender } = render(<HeaderBar brand={brand} search={<span />} />);
    const inner = container.querySelector('header > div')?.className ?? '';
    rerender(<HeaderBar brand={brand} />);
    expect(container.querySelector('header > div')?.className).not.toBe(inner);
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});
