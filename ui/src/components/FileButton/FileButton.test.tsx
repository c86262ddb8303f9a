// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FileButton } from './FileButton.js';

afterEach(cleanup);

describe('FileButton', () => {
  it('names the picker in the page language and shows the picked file names, not the browser words', () => {
    const onFiles = vi.fn();
    render(<FileButton label="Chọn ảnh" emptyText="Chưa chọn tệp" accept="image/png" multiple onFiles={onFiles} />);
    const input = screen.getByLabelText('Chọn ảnh') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(screen.getByText('Chưa chọn tệp')).toBeTruthy();
    const file = new File(['x'], 'ao-do.png', { type: 'image/png' });
    Object.defineProperty(input, 'files', { value: [file], configurable: true });
    fireEvent.change(input);
    expect(onFiles).toHaveBeenCalledWith([file]);
    expect(screen.getByText('ao-do.png')).toBeTruthy();
  });

  it('does not offer the picker while disabled', () => {
    render(<FileButton label="Chọn ảnh" disabled onFiles={() => undefined} />);
    expect((screen.getByLabelText('Chọn ảnh') as HTMLInputElement).disabled).toBe(true);
  });

  it('shows the names its field keeps when told them: none once the field is emptied', () => {
    const { rerender } = render(<FileButton label="Chọn ảnh" emptyText="Chưa chọn tệp" chosen={['ao-do.png']} onFiles={() => undefined} />);
    expect(screen.getByText('ao-do.png')).toBeTruthy();
    rerender(<FileButton label="Chọn ảnh" emptyText="Chưa chọn tệp" chosen={[]} onFiles={() => undefined} />);
    expect(screen.queryByText('ao-do.png')).toBeNull();
    expect(screen.getByText('Chưa chọn tệp')).toBeTruthy();
  });
});
