// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SearchCombobox, type SearchComboboxGroup } from './SearchCombobox.js';

afterEach(cleanup);

const groups: SearchComboboxGroup[] = [
  { id: 'products', label: 'Sản phẩm', options: [{ id: 'p1', label: 'Áo sơ mi lụa' }, { id: 'p2', label: 'Áo sơ mi kate' }] },
  { id: 'categories', label: 'Danh mục', options: [{ id: 'c1', label: 'Áo sơ mi', hint: 'Danh mục' }] },
];

const setup = (overrides: Partial<Parameters<typeof SearchCombobox>[0]> = {}) => {
  const props = {
    value: 'ao so',
    onValueChange: vi.fn(),
    onSubmit: vi.fn(),
    onSelect: vi.fn(),
    groups,
    label: 'Tìm kiếm',
    clearLabel: 'Xoá',
    submitLabel: 'Tìm',
    ...overrides,
  };
  render(<SearchCombobox {...props} />);
  return { ...props, input: screen.getByRole('combobox', { name: 'Tìm kiếm' }) };
};

describe('SearchCombobox', () => {
  it('is a named combobox that owns a listbox of grouped options', () => {
    const { input } = setup();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox', { name: 'Tìm kiếm' });
    expect(input.getAttribute('aria-controls')).toBe(list.id);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Áo sơ mi lụa', 'Áo sơ mi kate', 'Áo sơ miDanh mục']);
    expect(screen.getByRole('group', { name: 'Danh mục' })).toBeTruthy();
  });

  it('moves the highlight with the arrows, back to the text past either end, and picks it with Enter', () => {
    const { input, onSelect, onSubmit } = setup();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const second = screen.getAllByRole('option')[1];
    expect(input.getAttribute('aria-activedescendant')).toBe(second?.id);
    expect(second?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledWith('p2');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[2]?.id);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('searches the text when nothing is highlighted, and Escape drops the highlight first', () => {
    const { input, onSubmit } = setup();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.submit(input.closest('form') as HTMLFormElement);
    expect(onSubmit).toHaveBeenCalledWith('ao so');
  });

  it('picks an option by click and clears the text with the clear button', () => {
    const { onSelect, onValueChange } = setup();
    fireEvent.click(screen.getByRole('option', { name: 'Áo sơ mi lụa' }));
    expect(onSelect).toHaveBeenCalledWith('p1');
    fireEvent.click(screen.getByRole('button', { name: 'Xoá' }));
    expect(onValueChange).toHaveBeenCalledWith('');
  });

  it('is collapsed without suggestions and has no clear button without text', () => {
    const { input } = setup({ groups: [], value: '' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Xoá' })).toBeNull();
  });
});
