import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PRODUCT_PRICE_LOCK, type ValidationIssue } from '@modavi/core';
import { Heading, Skeleton } from '@modavi/ui';
import { useServices } from '../../hooks/use-services';
import { useErrorToast } from '../../hooks/use-error-toast';
import { GatewayFailure, resultUnwrap } from '../../queries/gateway-failure';
import { productFormOptionsQueryOptions, sellerProductQueryOptions, sellerProductsInvalidate } from '../../queries/seller-product-queries';
import { ProductForm } from './ProductForm';
import { PRODUCT_FORM_EMPTY, productFormValuesOf, type ProductFormValues } from './product-form-values';
import { sellerReturnPolicyQueryOptions } from '../../queries/seller-settings-queries';
import * as styles from './seller-products.css';
import { SellerGroupBuySection } from '../group-buy/SellerGroupBuySection';

/**
 * Fields the server alone can refuse (the price lock, its own uploads), shown beside the field
 * rather than only as a toast, with the numbers their message reads.
 */
const FIELD_CODES: Readonly<Record<string, Omit<ValidationIssue, 'code'>>> = {
  'PRODUCT.CANNOT_UPDATE_PRICE': { field: 'sale_price', params: { max: PRODUCT_PRICE_LOCK.changesMax, days: PRODUCT_PRICE_LOCK.windowDays } },
  'PRODUCT.IMAGE_NOT_UPLOADED': { field: 'images' },
  'PRODUCT.CATEGORY_NOT_FOUND': { field: 'category_id' },
};

/** Create (tao) or edit (cap-nhat/{id}) a product; saved as a draft or submitted for approval. */
export function ProductFormPage({ productId }: { readonly productId: string | null }) {
  const { t } = useTranslation();
  const services = useServices();
  const client = useQueryClient();
  const navigate = useNavigate();
  const showError = useErrorToast();
  const [serverIssue, setServerIssue] = useState<ValidationIssue | null>(null);
  const options = useQuery(productFormOptionsQueryOptions(services));
  const detail = useQuery({
    ...sellerProductQueryOptions(services, productId ?? ''),
    enabled: productId !== null,
  });
  // A new product starts with the shop's return policy once the seller has saved one (cai-dat/chinh-sach-hoan-tra-hang).
  const policy = useQuery({ ...sellerReturnPolicyQueryOptions(services), enabled: productId === null });
  const created: ProductFormValues = policy.data?.saved
    ? { ...PRODUCT_FORM_EMPTY, return_period: String(policy.data.return_period), return_conditions: [...policy.data.return_conditions] }
    : PRODUCT_FORM_EMPTY;
  const save = useMutation({
    mutationFn: async ({ draft, submit }: { draft: Record<string, unknown>; submit: boolean }) =>
      resultUnwrap((await services.seller()).products.productSave(productId, draft, submit)),
    onSuccess: async () => {
      await sellerProductsInvalidate(client);
      await navigate({ to: '/ban-hang/quan-ly-san-pham' });
    },
    onError: (error) => {
      const code = error instanceof GatewayFailure ? error.failure.errorCode : undefined;
      const at = code ? FIELD_CODES[code] : undefined;
      // Shown at its field (with the form's count of errors), or else as a toast.
      if (code && at) setServerIssue({ ...at, code });
      else showError(error);
    },
  });
  const title = productId === null ? t('sellerProducts.createTitle') : t('sellerProducts.editTitle');
  const ready = options.data && (productId === null ? !policy.isPending : detail.data);
  return (
    <div className={styles.page}>
      <Heading level={1}>{title}</Heading>
      {detail.data?.product.approval_status === 'rejected' && detail.data.product.rejection_reason ? (
        <p className={styles.alert}>
          {t('sellerProducts.rejectedBecause', {
            reason: detail.data.product.rejection_reason,
          })}
        </p>
      ) : null}
      {productId !== null ? <p className={styles.muted}>{t('sellerProducts.editNote')}</p> : null}
      {options.isError || detail.isError ? (
        <p role="alert" className={styles.alert}>
          {t('sellerProducts.loadFailed')}
        </p>
      ) : !ready ? (
        <div role="status" aria-busy="true" aria-label={t('sellerProducts.loading')}>
          <Skeleton shape="rect" height="480px" />
        </div>
      ) : (
        <ProductForm
          initial={detail.data ? productFormValuesOf(detail.data.form) : created}
          options={options.data}
          priceLock={detail.data?.price_lock ?? null}
          saving={save.isPending}
          serverIssue={serverIssue}
          onSave={(draft, submit) => {
            setServerIssue(null);
            save.mutate({ draft, submit });
          }}
        />
      )}
      {productId !== null && ready ? <SellerGroupBuySection productId={productId} /> : null}
    </div>
  );
}
