import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  VOUCHER_CODE_MAX,
  VOUCHER_DISCOUNT_TYPES,
  VOUCHER_DISPLAYS,
  VOUCHER_KINDS,
  VOUCHER_NAME_MAX,
  VOUCHER_RUNNING_LOCKED_FIELDS,
  VOUCHER_SCOPES,
  type SellerVoucher,
  type VoucherForm as VoucherFormValue,
} from '@modavi/core';
import { Checkbox, Heading, Input, Select } from '@modavi/ui';
import { useServices } from '../../../hooks/use-services';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { resultUnwrap } from '../../../queries/gateway-failure';
import { sellerMarketingKeys } from '../../../queries/seller-marketing-queries';
import { issuesFormError, useIssueText } from '../../seller-shop/issue-text';
import { ProductPicker } from '../../seller-shop/ProductPicker';
import { FormActions } from '../../seller-shop/FormActions';
import { CustomerPicker } from './CustomerPicker';
import { voucherFieldsChecked, voucherFieldsOf, type VoucherFields } from './voucher-fields';
import * as styles from '../../seller-shop/seller-shop.css';

/** Saves the checked form (create or change) and opens the voucher's page. */
function useVoucherSave(voucher: SellerVoucher | undefined) {
  const services = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const showError = useErrorToast();
  return useMutation({
    mutationFn: async (value: VoucherFormValue) => {
      const { marketing } = await services.seller();
      return resultUnwrap(voucher ? marketing.voucherUpdate(voucher._id, value) : marketing.voucherCreate(value));
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(sellerMarketingKeys.voucher(saved._id), saved);
      await queryClient.invalidateQueries({ queryKey: sellerMarketingKeys.vouchers });
      await navigate({ to: '/ban-hang/ma-giam-gia/chi-tiet/$id', params: { id: saved._id } });
    },
    onError: showError,
  });
}

type TextField = Exclude<keyof VoucherFields, 'product_ids' | 'user_ids' | 'app_only' | 'first_purchase_only'>;
type ChoiceField = 'kind' | 'scope' | 'display' | 'discount_type';

/**
 * Create or change a shop voucher (spec 3): name and code, kind, period; discount (fixed, or a
 * percent with its maximum), minimum order, budget; how many may save and use it and how often
 * one buyer may; where it shows; whole shop or chosen products; app-only, first purchase, chosen
 * customers. A running voucher's terms (core's VOUCHER_RUNNING_LOCKED_FIELDS) are read-only.
 */
export function VoucherForm({ voucher }: { readonly voucher?: SellerVoucher | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const issueText = useIssueText();
  const save = useVoucherSave(voucher);
  const locked = new Set<string>(voucher?.status === 'running' ? VOUCHER_RUNNING_LOCKED_FIELDS : []);
  const form = useForm({
    defaultValues: voucherFieldsOf(voucher, Date.now()),
    // Checked on submit, then again on every change: a fixed field's message goes, a newly broken one shows.
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }) => {
        const result = voucherFieldsChecked(value, voucher);
        return result.ok ? undefined : issuesFormError(result.error);
      },
    },
    onSubmit: async ({ value }) => {
      const result = voucherFieldsChecked(value, voucher);
      if (result.ok) await save.mutateAsync(result.value).catch(() => undefined);
    },
  });
  const text = (name: TextField, label: string, extra: Record<string, unknown> = {}) => (
    <form.Field name={name}>
      {(field) => (
        <Input
          label={label}
          value={field.state.value}
          disabled={locked.has(name)}
          onChange={(event) => field.handleChange(event.target.value)}
          onBlur={field.handleBlur}
          error={issueText(field.state.meta.errors)}
          {...extra}
        />
      )}
    </form.Field>
  );
  const count = (name: TextField, label: string, hint?: string) => text(name, label, { inputMode: 'numeric', maxLength: 9, hint });
  const amount = (name: TextField, label: string, hint?: string) => text(name, label, { inputMode: 'numeric', maxLength: 15, hint });
  const choice = (name: ChoiceField, label: string, options: readonly string[]) => (
    <form.Field name={name}>
      {(field) => (
        <div>
          <Select
            label={label}
            value={field.state.value}
            disabled={locked.has(name)}
            onValueChange={(value) => field.handleChange(value)}
            options={options.map((option) => ({ value: option, label: t(`sellerMarketing.vouchers.${name}s.${option}`) }))}
          />
          {issueText(field.state.meta.errors) ? <p className={styles.error}>{issueText(field.state.meta.errors)}</p> : null}
        </div>
      )}
    </form.Field>
  );
  const flag = (name: 'app_only' | 'first_purchase_only', label: string) => (
    <form.Field name={name}>{(field) => <Checkbox checked={field.state.value} disabled={locked.has(name)} onCheckedChange={(on) => field.handleChange(on)} label={label} />}</form.Field>
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
      <Heading level={1}>{t(voucher ? 'sellerMarketing.vouchers.editHeading' : 'sellerMarketing.vouchers.createHeading')}</Heading>
      {voucher?.status === 'running' ? <p className={styles.muted}>{t('sellerMarketing.vouchers.runningNote')}</p> : null}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('sellerMarketing.vouchers.basics')}</legend>
        {text('name', t('sellerMarketing.vouchers.name'), { hint: t('sellerMarketing.upTo', { max: VOUCHER_NAME_MAX }), maxLength: VOUCHER_NAME_MAX + 10 })}
        {text('code', t('sellerMarketing.vouchers.code'), { hint: t('sellerMarketing.vouchers.codeHint', { max: VOUCHER_CODE_MAX }), maxLength: VOUCHER_CODE_MAX + 5, autoCapitalize: 'characters' })}
        {choice('kind', t('sellerMarketing.vouchers.kind'), VOUCHER_KINDS)}
        <div className={styles.formGrid}>
          {text('start_time', t('sellerMarketing.start'), { type: 'datetime-local' })}
          {text('end_time', t('sellerMarketing.end'), { type: 'datetime-local' })}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('sellerMarketing.vouchers.terms')}</legend>
        {choice('discount_type', t('sellerMarketing.vouchers.discountType'), VOUCHER_DISCOUNT_TYPES)}
        <form.Subscribe selector={(state) => state.values.discount_type}>
          {(type) => (
            <div className={styles.formGrid}>
              {type === 'percent' ? count('value', t('sellerMarketing.vouchers.percentValue')) : amount('value', t('sellerMarketing.vouchers.fixedValue'))}
              {type === 'percent' ? amount('max_discount', t('sellerMarketing.vouchers.maxDiscount'), t('sellerMarketing.optional')) : null}
            </div>
          )}
        </form.Subscribe>
        <div className={styles.formGrid}>
          {amount('min_order', t('sellerMarketing.vouchers.minOrder'))}
          {amount('max_budget', t('sellerMarketing.vouchers.maxBudget'), t('sellerMarketing.optional'))}
          {count('saveable_count', t('sellerMarketing.vouchers.saveableCount'))}
          {count('usable_count', t('sellerMarketing.vouchers.usableCount'))}
          {count('per_customer_limit', t('sellerMarketing.vouchers.perCustomer'))}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('sellerMarketing.vouchers.reach')}</legend>
        {choice('display', t('sellerMarketing.vouchers.display'), VOUCHER_DISPLAYS)}
        {choice('scope', t('sellerMarketing.vouchers.scope'), VOUCHER_SCOPES)}
        <form.Subscribe selector={(state) => state.values.scope}>
          {(scope) =>
            scope === 'specific_products' ? (
              <form.Field name="product_ids">
                {(field) => <ProductPicker legend={t('sellerMarketing.vouchers.products')} value={field.state.value} onChange={field.handleChange} error={issueText(field.state.meta.errors)} />}
              </form.Field>
            ) : null
          }
        </form.Subscribe>
        {flag('app_only', t('sellerMarketing.vouchers.appOnly'))}
        {flag('first_purchase_only', t('sellerMarketing.vouchers.firstPurchase'))}
        <form.Field name="user_ids">
          {(field) => <CustomerPicker legend={t('sellerMarketing.vouchers.users')} value={field.state.value} onChange={field.handleChange} error={issueText(field.state.meta.errors)} />}
        </form.Field>
      </fieldset>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => <FormActions submitting={submitting} onCancel={() => void navigate({ to: '/ban-hang/ma-giam-gia', search: {} })} />}
      </form.Subscribe>
    </form>
  );
}
