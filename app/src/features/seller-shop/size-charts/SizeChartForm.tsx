import { revalidateLogic, useForm } from '@tanstack/react-form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import {
  SIZE_CHART_NAME_MAX,
  sizeChartValidate,
  type SellerSizeChart,
  type SizeChartDraft,
  type SizeChartType,
  type ValidationIssue,
} from '@modavi/core';
import { Heading, Input } from '@modavi/ui';
import { useServices } from '../../../hooks/use-services';
import { useErrorToast } from '../../../hooks/use-error-toast';
import { resultUnwrap } from '../../../queries/gateway-failure';
import { sellerShopKeys } from '../../../queries/seller-shop-queries';
import { issuesFormError, useIssueText } from '../issue-text';
import { sizeChartFieldsOf, sizeChartInput } from './size-chart-fields';
import { SizeChartGrid } from './SizeChartGrid';
import { FormActions } from '../FormActions';
import * as styles from '../seller-shop.css';

export interface SizeChartFormProps {
  readonly type: SizeChartType;
  readonly chart?: SellerSizeChart | undefined;
}

/** Create or change a size chart: its name and, per size, each template column as a number or an 'a-b' range (core's sizeChartValidate). */
export function SizeChartForm({ type, chart }: SizeChartFormProps) {
  const { t } = useTranslation();
  const services = useServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const showError = useErrorToast();
  const issueText = useIssueText();
  const save = useMutation({
    mutationFn: async (draft: SizeChartDraft) => {
      const { shop } = await services.seller();
      return resultUnwrap(chart ? shop.sizeChartUpdate(chart._id, draft) : shop.sizeChartCreate(draft));
    },
    onSuccess: async (saved) => {
      queryClient.setQueryData(sellerShopKeys.sizeChart(saved._id), saved);
      await queryClient.invalidateQueries({ queryKey: sellerShopKeys.sizeCharts });
      await navigate({ to: '/ban-hang/quan-ly-size-chart', search: {} });
    },
    onError: showError,
  });
  const form = useForm({
    defaultValues: sizeChartFieldsOf(chart),
    // Checked on submit, then again on every change: a fixed field's message goes, a newly broken one shows.
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }) => {
        const result = sizeChartValidate(sizeChartInput(value, type));
        return result.ok ? undefined : issuesFormError(result.error);
      },
    },
    onSubmit: async ({ value }) => {
      const result = sizeChartValidate(sizeChartInput(value, type));
      if (result.ok) await save.mutateAsync(result.value).catch(() => undefined);
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
      <Heading level={1}>{t(chart ? 'sellerShop.sizeCharts.editHeading' : 'sellerShop.sizeCharts.createHeading')}</Heading>
      <p className={styles.muted}>{t('sellerShop.sizeCharts.type') + ': ' + t(`sellerShop.sizeCharts.types.${type}`)}</p>
      <form.Field name="name">
        {(field) => (
          <Input
            label={t('sellerShop.sizeCharts.name')}
            value={field.state.value}
            onChange={(event) => field.handleChange(event.target.value)}
            error={issueText(field.state.meta.errors)}
            maxLength={SIZE_CHART_NAME_MAX + 20}
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => (Array.isArray(state.errorMap.onDynamic) ? (state.errorMap.onDynamic as ValidationIssue[]) : [])}>
        {(issues) => <form.Field name="rows">{(field) => <SizeChartGrid type={type} rows={field.state.value} onChange={field.handleChange} issues={issues} />}</form.Field>}
      </form.Subscribe>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => <FormActions submitting={submitting} onCancel={() => void navigate({ to: '/ban-hang/quan-ly-size-chart', search: {} })} />}
      </form.Subscribe>
    </form>
  );
}
