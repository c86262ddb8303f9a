// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { moneyFormat, productSummaryPricedAt, ProductSummarySchema, uploadedImageSrcSet, type ProductSummary, type PromotionTerm } from '@modavi/core';
import { ProductCard, type ProductCardLinkProps } from './ProductCard.js';

afterEach(cleanup);

const product: ProductSummary = ProductSummarySchema.parse({
  _id: 'p1',
  name: 'Áo khoác dạ dáng dài Hàn Quốc',
  images: ['https://cdn.example/p1.jpg', 'https://cdn.example/p1-b.jpg'],
  sale_price: 450000,
  sale_price_original: 600000,
  quantity: 12,
  sold: 1250,
  shop: { _id: 's1', name: 'Seoul Closet', country: 'KR' },
});

const renderLink = ({ className, children }: ProductCardLinkProps) => (
  <a href={`/products/${product._id}`} className={className}>
    {children}
  </a>
);
const soldText = (sold: number) => `Đã bán ${sold}`;
const countryText = (country: string) => (country === 'KR' ? 'Hàn Quốc' : null);

describe('ProductCard', () => {
  it("under a running promotion program shows core's price, the full price struck through and the program's name and end (issue 25)", () => {
    // The seed's example: 'Xịt chống nắng SPF35', 269.000đ, 15% off while the program runs.
    const start = Date.UTC(2026, 11, 1);
    const term: PromotionTerm = {
      item_id: 'i1', program_id: 'g1', program_name: 'Flash sale giờ vàng 1', start_time: start, end_time: start + 86_400_000, ended_early: false, deleted: false,
      product_id: 'p1', variant_id: null, discount_percent: 15, max_discount: null, purchase_limit_per_order: 2, product_limit: 10, order_limit_per_user: 1, sold: 0,
    };
    const sunscreen = ProductSummarySchema.parse({ ...product, name: 'Xịt chống nắng SPF35', sale_price: 269000, sale_price_original: null });
    const promotionText = (promotion: NonNullable<ProductSummary['promotion']>) => `${promotion.name} · ${promotion.end_time}`;
    const { container, unmount } = render(
      <ProductCard product={productSummaryPricedAt(sunscreen, [term], start + 3_600_000)} renderLink={renderLink} soldText={soldText} promotionText={promotionText} />,
    );
    expect(container.querySelector('[data-part="sale"]')?.textContent).toBe(moneyFormat(228650));
    expect(container.querySelector('s[data-part="original"]')?.textContent).toBe(moneyFormat(269000));
    expect(container.querySelector('[data-part="promotion"]')?.textContent).toBe(`Flash sale giờ vàng 1 · ${start + 86_400_000}`);
    unmount();
    // Once the program has ended: the sale price alone, nothing struck, no program.
    const ended = render(<ProductCard product={productSummaryPricedAt(sunscreen, [term], start + 86_400_000)} renderLink={renderLink} soldText={soldText} promotionText={promotionText} />);
    expect(ended.container.querySelector('[data-part="sale"]')?.textContent).toBe(moneyFormat(269000));
    expect(ended.container.querySelector('s[data-part="original"]')).toBeNull();
    expect(ended.container.querySelector('[data-part="promotion"]')).toBeNull();
  });

  it("renders core's srcset for an uploaded image, with the grid cell's sizes, and none for another image", () => {
    const url = `/media/uploads/${'ab'.repeat(12)}.jpg`;
    const uploaded = { ...product, images: [url] };
    const { unmount } = render(<ProductCard product={uploaded} renderLink={renderLink} soldText={soldText} imageSrcSet={uploadedImageSrcSet(url)} />);
    const image = screen.getByRole('img', { name: product.name });
    expect(image.getAttribute('src')).toBe(url);
    expect(image.getAttribute('srcset')).toBe(
      ['320', '640', '1280'].map((width) => `/media/uploads/${'ab'.repeat(12)}-w${width}.webp ${width}w`).join(', '),
    );
    expect(image.getAttribute('sizes')).toContain('50vw');
    unmount();
    render(<ProductCard product={product} renderLink={renderLink} soldText={soldText} imageSrcSet={uploadedImageSrcSet(product.images[0])} />);
    expect(screen.getByRole('img', { name: product.name }).hasAttribute('srcset')).toBe(false);
    expect(screen.getByRole('img', { name: product.name }).hasAttribute('sizes')).toBe(false);
  });

  it('loads its image lazily by default, and eagerly at high priority when the page says it is the first row', () => {
    const { unmount } = render(<ProductCard product={product} renderLink={renderLink} soldText={soldText} />);
    const lazy = screen.getByRole('img', { name: product.name });
    expect(lazy.getAttribute('loading')).toBe('lazy');
    expect(lazy.hasAttribute('fetchpriority')).toBe(false);
    unmount();
    render(<ProductCard product={product} renderLink={renderLink} soldText={soldText} imageLoading="eager" imagePriority="high" />);
    const first = screen.getByRole('img', { name: product.name });
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
  });

  it('links the product name through renderLink and names the image after the product', () => {
    render(<ProductCard product={product} renderLink={renderLink} soldText={soldText} />);
    const link = screen.getByRole('link', { name: product.name });
    expect(link.getAttribute('href')).toBe('/products/p1');
    expect(link.className).not.toBe('');
    expect(screen.getByRole('heading', { level: 3, name: product.name })).toBeTruthy();
    const image = screen.getByRole('img', { name: product.name });
    expect(image.getAttribute('src')).toBe('https://cdn.example/p1.jpg');
  });

  it('shows price with original, sold text and the country chip from props', () => {
    const sold = vi.fn(soldText);
    const { container } = render(
      <ProductCard
        product={product}
        renderLink={renderLink}
        soldText={sold}
        countryText={countryText}
        discountText={(p) => `-${p}%`}
        discountPercent={25}
      />,
    );
    expect(sold).toHaveBeenCalledWith(1250);
    expect(screen.getByText('Đã bán 1250')).toBeTruthy();
    expect(screen.getByText('Hàn Quốc')).toBeTruthy();
    expect(container.querySelector('[data-part="sale"]')?.textContent).toBe('450.000đ');
    expect(container.querySelector('[data-part="original"]')?.textContent).toBe('600.000đ');
    expect(container.querySelector('[data-part="discount"]')?.textContent).toBe('-25%');
  });

  it('marks a product without stock as sold out and honours the heading level', () => {
    const soldOut = 'Hết hàng';
    render(
      <ProductCard
        product={{ ...product, quantity: 0, images: [] }}
        renderLink={renderLink}
        soldText={soldText}
        soldOutText={soldOut}
        headingLevel={2}
      />,
    );
    expect(screen.getByText(soldOut)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
