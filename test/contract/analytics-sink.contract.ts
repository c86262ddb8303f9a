import { expect, it } from 'vitest';
import type { AnalyticsEvent, AnalyticsSink } from '@modavi/core';

export interface AnalyticsSinkHarness {
  readonly sink: AnalyticsSink;
  /** What reached the far side after the sink's flush, oldest first. */
  received(): Promise<readonly Pick<AnalyticsEvent, 'name' | 'object_id' | 'value' | 'quantity'>[]>;
}

/** One suite for every AnalyticsSink: tracking never throws, and a flush delivers every event once, in order, stamped. */
export function analyticsSinkContract(make: () => Promise<AnalyticsSinkHarness>): void {
  it('delivers tracked events once, in order, after a flush', async () => {
    const { sink, received } = await make();
    sink.track({ name: 'view_item', object_id: 'p-1', value: 100_000, quantity: null });
    sink.track({ name: 'add_to_cart', object_id: 'p-1', value: 200_000, quantity: 2 });
    sink.track({ name: 'purchase', object_id: 'o-1', value: 230_000, quantity: null });
    await sink.flush();
    await sink.flush();
    expect(await received()).toEqual([
      { name: 'view_item', object_id: 'p-1', value: 100_000, quantity: null },
      { name: 'add_to_cart', object_id: 'p-1', value: 200_000, quantity: 2 },
      { name: 'purchase', object_id: 'o-1', value: 230_000, quantity: null },
    ]);
  });

  it('has nothing to send when nothing was tracked', async () => {
    const { sink, received } = await make();
    await sink.flush();
    expect(await received()).toEqual([]);
  });
}
