// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { i18nCreate } from '../../../i18n/i18n';
import { localeBundleReady } from '../../../i18n/locale-bundles';
import { MeasurementsDialog } from './MeasurementsDialog';

let vi18n: i18n;
beforeAll(async () => {
  vi18n = await i18nCreate('vi');
  await localeBundleReady(vi18n, 'product-extras');
});
afterEach(cleanup);

describe('MeasurementsDialog', () => {
  it('checks again on every change after the first save (issue 25.13): a fixed value loses its message, then saves', () => {
    const onSave = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <I18nextProvider i18n={vi18n}>
        <MeasurementsDialog open onOpenChange={onOpenChange} initial={null} onSave={onSave} />
      </I18nextProvider>,
    );
    const height = screen.getByTestId('measure-height');
    fireEvent.change(height, { target: { value: 'cao' } });
    expect(screen.queryByText('Nhập một số, ví dụ 86 hoặc 86,5')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Lưu số đo' }));
    expect(screen.getByText('Nhập một số, ví dụ 86 hoặc 86,5')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(height, { target: { value: '158,5' } });
    expect(screen.queryByText('Nhập một số, ví dụ 86 hoặc 86,5')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Lưu số đo' }));
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ height: 158.5 }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
