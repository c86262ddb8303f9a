// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ShopCard } from './ShopCard.js';

afterEach(cleanup);

describe('ShopCard', () => {
  it('names the shop in a heading, linked when asked, with its chip, facts, rank and actions', () => {
    render(
      <ShopCard
        name="Nhà Mây Boutique"
        badge="Shop Việt Nam"
        facts={['4,8 ★', '12,3k người theo dõi']}
        rank={2}
        rankLabel="Hạng"
        headingLevel={3}
        renderName={(link) => (
          <a href="/nguoi-ban/1" className={link.className}>
            {link.children}
          </a>
        )}
        actions={<button type="button">Theo dõi</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Nhà Mây Boutique' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nhà Mây Boutique' }).getAttribute('href')).toBe('/nguoi-ban/1');
    expect(screen.getByText('Shop Việt Nam')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['4,8 ★', '12,3k người theo dõi']);
    expect(screen.getByText('Hạng').parentElement?.textContent).toBe('Hạng2');
    expect(screen.getByRole('button', { name: 'Theo dõi' })).toBeTruthy();
  });
});
