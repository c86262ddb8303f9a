import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SHOP_CATEGORY_TITLE_LENGTH_MAX, shopCategoryValidate, type ShopCategory, type ShopCategoryDraft, type ShopCategoryStatus } from '@modavi/core';
import { Heading, Input, Select } from '@modavi/ui';
import { useServices } from '../../../hooks/use-services';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { resultUnwrap } from '../../../queries/gateway-failure';
import { sellerShopKeys } from '../../../queries/seller-shop-queries';
import { issuesFormError, useIssueText } from '../issue-text';
import { ProductPicker } from '../ProductPicker';
import { FormActions } from '../FormActions';
import * as styles from '../seller-shop.css';

export interface ShopCategoryFormProps {
  /** The category to change; none creates one. */
  readonly category?: ShopCategory | undefined;
}

/** Create or change a category: title (core's shopCategoryValidate, as the server), shown or hidden, its products. */
export function ShopCategoryForm({ category }: ShopCategoryFormProps) {
  const { t } = useTranslation();
  const services = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const showError = useErrorToast();
  const issueText = useIssueText();
  const save = useMutation({
    mutationFn: async (draft: ShopCategoryDraft) => {
      const { shop } = await services.seller();
      return resultUnwrap(category ? shop.categoryUpdate(category._id, draft) : shop.categoryCreate(draft));
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(sellerShopKeys.category(saved._id), saved);
      await queryClient.invalidateQueries({ queryKey: sellerShopKeys.categories });
      await navigate({ to: '/ban-hang/quan-ly-danh-muc/chi-tiet/$id', params: { id: saved._id } });
    },
    onError: showError,
  });
  const form = useForm({
    defaultValues: { title: category?.title ?? '', status: category?.status ?? ('show' as ShopCategoryStatus), products: category?.products ?? ([] as string[]) },
    // Checked on submit, then again on every change: a fixed field's message goes, a newly broken one shows.
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }) => {
        const checked = shopCategoryValidate(value);
        return checked.ok ? undefined : issuesFormError(checked.error);
      },
    },
    onSubmit: async ({ value }) => {
      const checked = shopCategoryValidate(value);
      if (checked.ok) await save.mutateAsync(checked.value).catch(() => undefined);
    },
  });
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <Heading level={1}>{t(category ? 'sellerShop.categories.editHeading' : 'sellerShop.categories.createHeading')}</Heading>
      <form.Field name="title">
        {(field) => (
          <Input
            label={t('sellerShop.categories.title')}
            hint={t('sellerShop.categories.titleHint', { max: SHOP_CATEGORY_TITLE_LENGTH_MAX })}
            value={field.state.value}
            onChange={(event) => field.handleChange(event.target.value)}
            onBlur={field.handleBlur}
            error={issueText(field.state.meta.errors)}
            maxLength={SHOP_CATEGORY_TITLE_LENGTH_MAX + 20}
          />
        )}
      </form.Field>
      <form.Field name="status">
        {(field) => (
          <Select
            label={t('sellerShop.categories.status')}
            value={field.state.value}
            onValueChange={(value) => field.handleChange(value === 'hide' ? 'hide' : 'show')}
            options={[
              { value: 'show', label: t('sellerShop.categories.states.show') },
              { value: 'hide', label: t('sellerShop.categories.states.hide') },
            ]}
          />
        )}
      </form.Field>
      <form.Field name="products">
        {(field) => (
          <ProductPicker legend={t('sellerShop.categories.products')} value={field.state.value} onChange={(ids) => field.handleChange(ids)} error={issueText(field.state.meta.errors)} />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => <FormActions submitting={submitting} onCancel={() => void navigate({ to: '/ban-hang/quan-ly-danh-muc', search: {} })} />}
      </form.Subscribe>
    </form>
  );
}
