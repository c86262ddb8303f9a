import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../hooks/use-document-title';
import { BuyerOrders } from './BuyerOrders';

const route = getRouteApi('/trang-ca-nhan/don-hang/');

/** /trang-ca-nhan/don-hang: the buyer's orders, with the tab and the page in the address. */
export function OrdersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('orders.title'));
  const { tab, page } = route.useSearch();
  const navigate = useNavigate();
  return (
    <BuyerOrders
      tab={tab ?? null}
      page={page}
      onChange={(next) =>
        void navigate({ to: '/trang-ca-nhan/don-hang', search: { ...(next.tab ? { tab: next.tab } : {}), page: next.page } })
      }
    />
  );
}
