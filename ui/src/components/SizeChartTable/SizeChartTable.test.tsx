// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { SizeChartTable } from './SizeChartTable.js';

afterEach(cleanup);

const rows = [
  { name: 'S', cells: ['80–84', '36–37'] },
  { name: 'M', cells: ['85–89', '38–39'] },
];

describe('SizeChartTable', () => {
  it('is a table with a caption, column headers and a row header per size', () => {
    render(<SizeChartTable caption="Bảng size áo" sizeHeader="Size" columns={['Vòng ngực', 'Rộng vai']} rows={rows} />);
    const table = screen.getByRole('table', { name: 'Bảng size áo' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Size', 'Vòng ngực', 'Rộng vai']);
    expect(within(table).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['S', 'M']);
    expect(screen.getByRole('region', { name: 'Bảng size áo' }).getAttribute('tabindex')).toBe('0');
  });

  it('marks the fitting size with a word, not colour alone', () => {
    render(<SizeChartTable caption="c" sizeHeader="Size" columns={['Vòng ngực', 'Rộng vai']} rows={rows} highlighted="M" highlightLabel="Vừa với bạn" />);
    const fit = screen.getByRole('rowheader', { name: /M/ }).closest('tr');
    expect(fit?.hasAttribute('data-highlighted')).toBe(true);
    expect(fit?.textContent).toContain('Vừa với bạn');
    expect(screen.getByRole('rowheader', { name: 'S' }).closest('tr')?.hasAttribute('data-highlighted')).toBe(false);
  });
});
