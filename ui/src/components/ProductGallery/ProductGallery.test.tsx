// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { uploadedImageSrcSet } from '@modavi/core';
import { ProductGallery } from './ProductGallery.js';

afterEach(cleanup);

const uploaded = `/media/uploads/${'c'.repeat(24)}.png`;
const generated = '/media/products/p1/1.svg';
const altText = (index: number) => `Ảnh ${index + 1}`;

describe('ProductGallery: responsive images', () => {
  it("gives an uploaded image core's srcset, large and as a thumbnail, and a generated one none", () => {
    render(<ProductGallery images={[uploaded, generated]} altText={altText} label="Ảnh sản phẩm" srcSetOf={uploadedImageSrcSet} />);
    const [main, firstThumb] = screen.getAllByRole('img', { name: 'Ảnh 1' });
    expect(main!.getAttribute('srcset')).toBe(uploadedImageSrcSet(uploaded));
    expect(main!.getAttribute('sizes')).toContain('100vw');
    expect(firstThumb!.getAttribute('sizes')).toBe('64px');
    expect(screen.getByRole('img', { name: 'Ảnh 2' }).hasAttribute('srcset')).toBe(false);
  });

  it('draws plain images without srcSetOf', () => {
    render(<ProductGallery images={[uploaded, generated]} altText={altText} label="Ảnh sản phẩm" />);
    for (const image of screen.getAllByRole('img')) expect(image.hasAttribute('srcset')).toBe(false);
  });

  it('fetches the main photo first and never lazily: it is the page\'s largest paint', () => {
    render(<ProductGallery images={[uploaded, generated]} altText={altText} label="Ảnh sản phẩm" />);
    const [main] = screen.getAllByRole('img', { name: 'Ảnh 1' });
    expect(main!.getAttribute('loading')).toBe('eager');
    expect(main!.getAttribute('fetchpriority')).toBe('high');
  });
});
