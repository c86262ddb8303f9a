import { useRef } from 'react';
import { revalidateLogic, useForm, useStore } from '@tanstack/react-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PROMOTION_DESCRIPTION_MAX, PROMOTION_NAME_MAX, type ShopProductOption, type PromotionForm as PromotionFormValue, type PromotionType, type SellerPromotion } from '@modavi/core';
import { Heading, Input } from '@modavi/ui';
import { useServices } from '../../../hooks/use-services';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { resultUnwrap } from '../../../queries/gateway-failure';
import { sellerMarketingKeys } from '../../../queries/seller-marketing-queries';
import { shopProductOptionsQueryOptions } from '../../../queries/seller-shop-queries';
import { issuesFormError, useIssueText } from '../../seller-shop/issue-text';
import { ProductPicker } from '../../seller-shop/ProductPicker';
import { FormActions } from '../../seller-shop/FormActions';
import { BannerImageField } from '../../seller-shop/banners/BannerImageField';
import { PromotionItemRow } from './PromotionItemRow';
import { promotionFieldsChecked, promotionFieldsOf, promotionItemFieldsNew, type PromotionItemFields } from './promotion-fields';
import * as styles from '../../seller-shop/seller-shop.css';

/** Saves the checked form (create or change) and opens the program's page. */
function usePromotionSave(type: PromotionType, program: SellerPromotion | undefined) {
  const services = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const showError = useErrorToast();
  return useMutation({
    mutationFn: async (value: PromotionFormValue) => {
      const { marketing } = await services.seller();
      return resultUnwrap(program ? marketing.promotionUpdate(program._id, value) : marketing.promotionCreate(type, value));
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(sellerMarketingKeys.promotion(saved._id), saved);
      await queryClient.invalidateQueries({ queryKey: sellerMarketingKeys.promotions });
      await navigate({ to: '/ban-hang/chuong-trinh-cua-toi/chi-tiet/$id', params: { id: saved._id }, search: { type: saved.type } });
    },
    onError: showError,
  });
}

/**
 * Create or change a promotion program (spec 3 and 5): name (at most 150), cover (uploaded, cut
 * like a banner's cover, as the promotions page shows it), description (at most 150), start and
 * end, and each chosen product's discount (above 0, at most 80%), cap, limits and promotion stock.
 */
export function PromotionForm({ type, program }: { readonly type: PromotionType; readonly program?: SellerPromotion | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const issueText = useIssueText();
  const services = useServices();
  const save = usePromotionSave(program?.type ?? type, program);
  const running = program?.status === 'running';
  // The products' prices as last fetched: the submit validators read them when they run.
  const prices = useRef<ReadonlyMap<string, number>>(new Map());
  const form = useForm({
    defaultValues: promotionFieldsOf(program, program?.type ?? type, Date.now()),
    // Checked on submit, then again on every change: a fixed field's message goes, a newly broken one shows.
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }) => {
        const result = promotionFieldsChecked(value, prices.current, program);
        return result.ok ? undefined : issuesFormError(result.error);
      },
    },
    onSubmit: async ({ value }) => {
      const result = promotionFieldsChecked(value, prices.current, program);
      if (result.ok) await save.mutateAsync(result.value).catch(() => undefined);
    },
  });
  const chosenText = useStore(form.store, (state) => state.values.items.map((item) => item.product_id).join(','));
  const chosen = chosenText === '' ? [] : chosenText.split(',');
  const products = useQuery({ ...shopProductOptionsQueryOptions(services, '', chosen), enabled: chosen.length > 0 });
  const productOf = new Map((products.data ?? []).map((product): [string, ShopProductOption] => [product._id, product]));
  prices.current = new Map([...productOf].map(([id, product]) => [id, product.price ?? 0]));
  const lockedIds = new Set(running ? (program?.items ?? []).map((item) => item.product_id) : []);
  const ids = (items: readonly PromotionItemFields[]) => items.map((item) => item.product_id);
  const text = (name: 'name' | 'description' | 'start_time' | 'end_time', label: string, extra: Record<string, unknown> = {}) => (
    <form.Field name={name}>
      {(field) => (
        <Input label={label} value={field.state.value} onChange={(event) => field.handleChange(event.target.value)} onBlur={field.handleBlur} error={issueText(field.state.meta.errors)} {...extra} />
      )}
    </form.Field>
  );
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <Heading level={1}>{t(program ? 'sellerMarketing.promotions.editHeading' : `sellerMarketing.promotions.create.${type}`)}</Heading>
      {running ? <p className={styles.muted}>{t('sellerMarketing.promotions.runningNote')}</p> : null}
      {text('name', t('sellerMarketing.promotions.name'), { hint: t('sellerMarketing.upTo', { max: PROMOTION_NAME_MAX }), maxLength: PROMOTION_NAME_MAX + 10 })}
      <form.Field name="cover_image">
        {(field) => <BannerImageField label={t('sellerMarketing.promotions.cover')} crop="banner_cover" value={field.state.value} onChange={field.handleChange} error={issueText(field.state.meta.errors)} />}
      </form.Field>
      {text('description', t('sellerMarketing.promotions.description'), { hint: t('sellerMarketing.upTo', { max: PROMOTION_DESCRIPTION_MAX }), maxLength: PROMOTION_DESCRIPTION_MAX + 10 })}
      <div className={styles.formGrid}>
        {text('start_time', t('sellerMarketing.start'), { type: 'datetime-local', disabled: running })}
        {text('end_time', t('sellerMarketing.end'), { type: 'datetime-local', hint: type === 'flash_sale' ? t('sellerMarketing.promotions.flashHint') : undefined })}
      </div>
      <form.Field name="items">
        {(field) => (
          <>
            <ProductPicker
              legend={t('sellerMarketing.promotions.products')}
              value={ids(field.state.value)}
              onChange={(chosen) =>
                field.handleChange(chosen.map((id) => field.state.value.find((item) => item.product_id === id) ?? promotionItemFieldsNew(id)))
              }
              error={issueText(field.state.meta.errors)}
            />
            {field.state.value.map((item, index) => (
              <PromotionItemRow
                key={item.product_id}
                product={productOf.get(item.product_id)}
                item={item}
                locked={lockedIds.has(item.product_id)}
                field={(key, label, accessibleName, extra) => (
                  <form.Field name={`items[${index}].${key}`}>
                    {(term) => (
                      <Input
                        label={label}
                        aria-label={accessibleName}
                        value={term.state.value}
                        onChange={(event) => term.handleChange(event.target.value)}
                        onBlur={term.handleBlur}
                        error={issueText(term.state.meta.errors)}
                        {...extra}
                      />
                    )}
                  </form.Field>
                )}
              />
            ))}
          </>
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => <FormActions submitting={submitting} onCancel={() => void navigate({ to: '/ban-hang/chuong-trinh-cua-toi', search: { type: program?.type ?? type } })} />}
      </form.Subscribe>
    </form>
  );
}
