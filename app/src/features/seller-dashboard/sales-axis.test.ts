import { describe, expect, it } from 'vitest';
import { moneyShort } from '@modavi/core';
import { salesAxisLabels } from './sales-axis';

describe('salesAxisLabels', () => {
  it('labels the money axis in the short money form, never "1500K"', () => {
    const labels = salesAxisLabels([0, 500_000, 1_500_000, 2_000_000_000]);
    expect(labels).toEqual([moneyShort(0), moneyShort(500_000), moneyShort(1_500_000), moneyShort(2_000_000_000)]);
    expect(labels.join(' ')).not.toMatch(/K\b/);
    expect(labels[2]).toMatch(/tr$/);
  });
});
