import { sizeChartTypeOf, type SizeChartType } from '@modavi/core';

/**
 * `?type=` of /ban-hang/quan-ly-size-chart/tao: a kind of core's SIZE_CHART_TYPES, or none (the
 * page lists the kinds). The key is always returned: the router lays a route's search over the
 * address's whole search, so a validator that leaves an unknown `type` out lets it through.
 */
export function sizeChartCreateSearch(search: Record<string, unknown>): { type?: SizeChartType | undefined } {
  return { type: sizeChartTypeOf(search['type']) ?? undefined };
}
