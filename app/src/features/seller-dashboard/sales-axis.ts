import { moneyShort } from '@modavi/core';

/** The sales axis's labels in the spec's short money form (250k, 1,5tr, 2 tỷ), not thousands with a K. */
export const salesAxisLabels = (ticks: readonly number[]): string[] => ticks.map((tick) => moneyShort(tick));
