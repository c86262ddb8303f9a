import { refundListParamsRead, refundListSearch, type RefundListParams, type RefundListTab } from '@modavi/core';
import { RefundListPage } from './RefundListPage';

export interface SellerRefundsRouteProps {
  readonly search: Record<string, unknown>;
  readonly navigate: (options: { search: (previous: Record<string, unknown>) => Record<string, unknown> }) => Promise<void>;
}

/** The list page read from its address with core's reader; changes go back into the address (defaults dropped). */
export function SellerRefundsRoute({ search, navigate }: SellerRefundsRouteProps) {
  return (
    <RefundListPage
      params={refundListParamsRead(search)}
      onParams={(update: Partial<RefundListParams<RefundListTab>>) =>
        void navigate({ search: (previous) => refundListSearch(refundListParamsRead({ ...previous, ...update }), 'all', 'tab') })
      }
    />
  );
}
