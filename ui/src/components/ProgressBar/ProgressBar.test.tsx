// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ProgressBar } from './ProgressBar.js';

afterEach(cleanup);

describe('ProgressBar', () => {
  it('is a named progress bar carrying its value and its figures in words', () => {
    render(<ProgressBar value={27} label="Đang tải video lên" valueText="27%" />);
    const bar = screen.getByRole('progressbar', { name: 'Đang tải video lên' });
    expect(bar.getAttribute('aria-valuenow')).toBe('27');
    expect(bar.getAttribute('aria-valuetext')).toBe('27%');
  });

  it('is indeterminate while the total is not known, and clamps its value', () => {
    const { rerender } = render(<ProgressBar value={null} label="Upload" valueText="…" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBeNull();
    rerender(<ProgressBar value={140} label="Upload" valueText="100%" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });
});
