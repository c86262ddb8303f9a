import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { BANNER_TITLE_MAX, BANNER_TYPES, BANNER_URL_MAX, bannerFormValidate, vietnamDayStart, type BannerForm as BannerFormValue, type SellerBanner } from '@modavi/core';
import { Heading, Input, Select } from '@modavi/ui';
import { useServices } from '../../../hooks/use-services';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { resultUnwrap } from '../../../queries/gateway-failure';
import { sellerShopKeys } from '../../../queries/seller-shop-queries';
import { issuesFormError, useIssueText } from '../issue-text';
import { ProductPicker } from '../ProductPicker';
import { BannerImageField } from './BannerImageField';
import { dayInputOf, dayInputStart, endDayInputOf, endOfDayInput } from './banner-dates';
import { FormActions } from '../FormActions';
import * as styles from '../seller-shop.css';

interface BannerFields {
  title: string;
  type: string;
  start_date: string;
  end_date: string;
  related_url: string;
  cover_image: string;
  banner_image: string;
  related_product_ids: string[];
}

const fieldsOf = (banner: SellerBanner | undefined): BannerFields => ({
  title: banner?.title ?? '',
  type: banner?.type ?? '',
  start_date: banner ? dayInputOf(banner.start_date) : '',
  end_date: banner ? endDayInputOf(banner.end_date) : '',
  related_url: banner?.related_url ?? '',
  cover_image: banner?.cover_image ?? '',
  banner_image: banner?.banner_image ?? '',
  related_product_ids: banner ? [...banner.related_product_ids] : [],
});

/** Core's bannerFormValidate on the form's fields, with today in Vietnam (the server judges the same way). */
const checked = (fields: BannerFields) =>
  bannerFormValidate({ ...fields, start_date: dayInputStart(fields.start_date), end_date: endOfDayInput(fields.end_date) }, vietnamDayStart(Date.now()));

/** Saves the checked form (create or change) and opens the banner's page. */
function useBannerSave(banner: SellerBanner | undefined) {
  const services = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const showError = useErrorToast();
  return useMutation({
    mutationFn: async (value: BannerFormValue) => {
      const { shop } = await services.seller();
      return resultUnwrap(banner ? shop.bannerUpdate(banner._id, value) : shop.bannerCreate(value));
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(sellerShopKeys.banner(saved._id), saved);
      await queryClient.invalidateQueries({ queryKey: sellerShopKeys.banners });
      await navigate({ to: '/ban-hang/quan-ly-banner/chi-tiet/$id', params: { id: saved._id } });
    },
    onError: showError,
  });
}

/** Create or change a banner: title, type, days, related URL, the two cropped images, related products. */
export function BannerForm({ banner }: { readonly banner?: SellerBanner | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const issueText = useIssueText();
  const save = useBannerSave(banner);
  const form = useForm({
    defaultValues: fieldsOf(banner),
    // Checked on submit, then again on every change: a fixed field's message goes, a newly broken one shows.
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }) => {
        const result = checked(value);
        return result.ok ? undefined : issuesFormError(result.error);
      },
    },
    onSubmit: async ({ value }) => {
      const result = checked(value);
      if (result.ok) await save.mutateAsync(result.value).catch(() => undefined);
    },
  });
  const text = (name: 'title' | 'related_url' | 'start_date' | 'end_date', label: string, extra: Record<string, unknown> = {}) => (
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
      <Heading level={1}>{t(banner ? 'sellerShop.banners.editHeading' : 'sellerShop.banners.createHeading')}</Heading>
      {text('title', t('sellerShop.banners.title'), { hint: t('sellerShop.banners.titleHint'), maxLength: BANNER_TITLE_MAX + 20 })}
      <form.Field name="type">
        {(field) => (
          <div>
            <Select
              label={t('sellerShop.banners.type')}
              value={field.state.value}
              onValueChange={(value) => field.handleChange(value)}
              options={[{ value: '', label: t('sellerShop.banners.type') }, ...BANNER_TYPES.map((type) => ({ value: type, label: t(`sellerShop.banners.types.${type}`) }))]}
            />
            {issueText(field.state.meta.errors) ? <p className={styles.error}>{issueText(field.state.meta.errors)}</p> : null}
          </div>
        )}
      </form.Field>
      <div className={styles.formGrid}>
        {text('start_date', t('sellerShop.banners.start'), { type: 'date' })}
        {text('end_date', t('sellerShop.banners.end'), { type: 'date' })}
      </div>
      {text('related_url', t('sellerShop.banners.url'), { type: 'url', inputMode: 'url', hint: t('sellerShop.banners.urlHint'), maxLength: BANNER_URL_MAX })}
      <form.Field name="cover_image">
        {(field) => <BannerImageField label={t('sellerShop.banners.cover')} crop="banner_cover" value={field.state.value} onChange={field.handleChange} error={issueText(field.state.meta.errors)} />}
      </form.Field>
      <form.Field name="banner_image">
        {(field) => <BannerImageField label={t('sellerShop.banners.image')} crop="banner_image" value={field.state.value} onChange={field.handleChange} error={issueText(field.state.meta.errors)} />}
      </form.Field>
      <form.Field name="related_product_ids">
        {(field) => <ProductPicker legend={t('sellerShop.banners.products')} value={field.state.value} onChange={field.handleChange} error={issueText(field.state.meta.errors)} />}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => <FormActions submitting={submitting} onCancel={() => void navigate({ to: '/ban-hang/quan-ly-banner', search: {} })} />}
      </form.Subscribe>
    </form>
  );
}
