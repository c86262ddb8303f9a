import { sellerOrderListParamsRead, type SellerOrderListParams } from '@modavi/core';
import { OrderListPage } from './OrderListPage';
import { sellerOrderListSearch } from './list-search';

export interface SellerOrdersRouteProps {
  readonly search: Record<string, unknown>;
  readonly navigate: (options: { search: (previous: Record<string, unknown>) => Partial<SellerOrderListParams> }) => Promise<void>;
}

/** The list page read from its address with core's rule; changes go back into the address (defaults dropped). */
export function SellerOrdersRoute({ search, navigate }: SellerOrdersRouteProps) {
  return (
    <OrderListPage
      params={sellerOrderListParamsRead(search)}
      onParams={(update) => void navigate({ search: (previous) => sellerOrderListSearch({ ...previous, ...update }) })}
    />
  );
}
