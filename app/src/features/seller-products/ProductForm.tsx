import { useRef, useState } from 'react';
import { useStore } from '@tanstack/react-form';
import { useTranslation } from 'react-i18next';
import {
  PRODUCT_IMAGES_MAX,
  dateFormat,
  errorI18nKey,
  type ProductFormOptions,
  type ProductPriceLock,
  type ValidationIssue,
} from '@modavi/core';
import { Button, Checkbox, Input, Select } from '@modavi/ui';
import { ImageUploadField } from '../refunds/ImageUploadField';
import { issueAt, variantRows, type ProductFormValues } from './product-form-values';
import { VariantMatrix } from './VariantMatrix';
import { ClassificationsEditor } from './ClassificationsEditor';
import { VideoUploadField } from './VideoUploadField';
import { useProductForm } from './use-product-form';
import * as styles from './seller-products.css';

/** Return conditions a seller ticks (stored in Vietnamese, as buyers read them on the product page). */
export const RETURN_CONDITION_KEYS = ['unused', 'tags', 'packaging', 'invoice'] as const;

export interface ProductFormProps {
  readonly initial: ProductFormValues;
  readonly options: ProductFormOptions;
  /** When editing a product buyers have seen: where its price lock stands. */
  readonly priceLock?: ProductPriceLock | null;
  readonly saving: boolean;
  /** A refusal of the server for a field (the price lock), shown beside it. */
  readonly serverIssue?: ValidationIssue | null;
  readonly onSave: (draft: Record<string, unknown>, submit: boolean) => void;
}

type TextName = 'name' | 'weight' | 'length' | 'width' | 'height' | 'sale_price' | 'quantity' | 'preparation_time' | 'return_period';

/** The product form (spec 5 "Product") on TanStack Form; core's productDraftValidate decides, as on the server. */
export function ProductForm({ initial, options, priceLock = null, saving, serverIssue = null, onSave }: ProductFormProps) {
  const { t, i18n } = useTranslation();
  const submitRef = useRef(true);
  const [busy, setBusy] = useState(false);
  const form = useProductForm(initial, (draft) => onSave(draft, submitRef.current));
  const formIssues = useStore(form.store, (state) => state.errorMap.onDynamic) as readonly ValidationIssue[] | undefined;
  const issues = [...(formIssues ?? []), ...(serverIssue ? [serverIssue] : [])];
  const message = (field: string) => {
    const found = issueAt(issues, field);
    return found ? t(errorI18nKey(found.code), found.params ?? {}) : undefined;
  };
  const vi = i18n.getFixedT('vi');

  const text = (name: TextName, options: { type?: string; hint?: string } = {}) => (
    <form.Field name={name}>
      {(field) => (
        <Input
          label={t(`sellerProducts.form.${name}`)}
          name={name}
          type={options.type ?? 'text'}
          inputMode={options.type === 'number' ? 'decimal' : undefined}
          value={field.state.value}
          hint={options.hint}
          error={message(name)}
          onBlur={field.handleBlur}
          onChange={(event) => field.handleChange(event.target.value)}
        />
      )}
    </form.Field>
  );
  const lockNote = priceLock?.counted
    ? priceLock.next_change_at
      ? t('sellerProducts.form.priceLocked', {
          date: dateFormat(priceLock.next_change_at),
        })
      : t('sellerProducts.form.priceChangesLeft', {
          count: priceLock.remaining,
        })
    : undefined;

  return (
    <form
      className={styles.page}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('sellerProducts.form.basic')}</legend>
        {text('name', { hint: t('sellerProducts.form.nameHint') })}
        <form.Field name="description">
          {(field) => (
            <div>
              <label className={styles.label} htmlFor="product-description">
                {t('sellerProducts.form.description')}
              </label>
              <textarea
                id="product-description"
                className={styles.textarea}
                value={field.state.value}
                maxLength={3000}
                aria-invalid={message('description') ? true : undefined}
                aria-describedby="product-description-error"
                onChange={(event) => field.handleChange(event.target.value)}
              />
              <p className={styles.muted}>
                {t('sellerProducts.form.characters', {
                  count: [...field.state.value.trim()].length,
                })}
              </p>
              {message('description') ? (
                <p id="product-description-error" className={styles.alert}>
                  {message('description')}
                </p>
              ) : null}
            </div>
          )}
        </form.Field>
        <form.Field name="category_id">
          {(field) => (
            <div>
              <Select
                label={t('sellerProducts.form.category')}
                value={field.state.value}
                options={[
                  { value: '', label: t('sellerProducts.form.choose') },
                  ...options.categories.map((category) => ({
                    value: category._id,
                    label: i18n.language === 'kr' ? (category.name_en ?? category.name) : category.name,
                  })),
                ]}
                onValueChange={field.handleChange}
              />
              {message('category_id') ? <p className={styles.alert}>{message('category_id')}</p> : null}
            </div>
          )}
        </form.Field>
        <form.Field name="images">
          {(field) => (
            <div>
              <ImageUploadField
                label={t('sellerProducts.form.images')}
                images={field.state.value}
                max={PRODUCT_IMAGES_MAX}
                onChange={field.handleChange}
                onBusyChange={setBusy}
              />
              {message('images') ? <p className={styles.alert}>{message('images')}</p> : null}
            </div>
          )}
        </form.Field>
        <form.Field name="video">
          {(field) => <VideoUploadField video={field.state.value} error={message('video')} onChange={field.handleChange} onBusyChange={setBusy} />}
        </form.Field>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('sellerProducts.form.sales')}</legend>
        <form.Subscribe selector={(state) => state.values.classifications.length}>
          {(count) =>
            count === 0 ? (
              <div className={styles.fields}>
                {text('sale_price', {
                  type: 'number',
                  ...(lockNote ? { hint: lockNote } : {}),
                })}
                {text('quantity', { type: 'number' })}
              </div>
            ) : lockNote ? (
              <p className={styles.muted}>{lockNote}</p>
            ) : null
          }
        </form.Subscribe>
        {message('sale_price') && form.state.values.classifications.length > 0 ? (
          <p className={styles.alert}>{message('sale_price')}</p>
        ) : null}
        <ClassificationsEditor form={form} message={message} onBusyChange={setBusy} />
        <form.Subscribe
          selector={(state) => ({
            classifications: state.values.classifications,
            variants: state.values.variants,
          })}
        >
          {(values) =>
            values.classifications.length > 0 ? (
              <>
                <VariantMatrix
                  rows={variantRows(values)}
                  classificationNames={values.classifications.map((classification) => classification.name)}
                  issues={issues}
                  onChange={(key, change) => {
                    const row = variantRows(values).find((entry) => entry.key === key);
                    if (row)
                      form.setFieldValue('variants', {
                        ...values.variants,
                        [key]: {
                          price: change.price ?? row.price,
                          stock: change.stock ?? row.stock,
                        },
                      });
                  }}
                />
                {message('variants') ? <p className={styles.alert}>{message('variants')}</p> : null}
              </>
            ) : null
          }
        </form.Subscribe>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('sellerProducts.form.shipping')}</legend>
        <div className={styles.fields}>
          {text('weight', { type: 'number' })}
          {text('length', { type: 'number' })}
          {text('width', { type: 'number' })}
          {text('height', { type: 'number' })}
          {text('preparation_time', {
            type: 'number',
            hint: t('sellerProducts.form.preparationHint'),
          })}
          {text('return_period', { type: 'number' })}
        </div>
        <form.Field name="size_chart_id">
          {(field) => (
            <Select
              label={t('sellerProducts.form.sizeChart')}
              value={field.state.value}
              options={[
                { value: '', label: t('sellerProducts.form.noSizeChart') },
                ...options.size_charts.map((chart) => ({
                  value: chart._id,
                  label: chart.name ?? chart._id,
                })),
              ]}
              onValueChange={field.handleChange}
            />
          )}
        </form.Field>
        <form.Field name="return_conditions">
          {(field) => (
            <fieldset className={styles.section}>
              <legend className={styles.label}>{t('sellerProducts.form.returnConditions')}</legend>
              {RETURN_CONDITION_KEYS.map((key) => {
                const value = vi(`sellerProducts.form.conditions.${key}`);
                return (
                  <Checkbox
                    key={key}
                    label={t(`sellerProducts.form.conditions.${key}`)}
                    checked={field.state.value.includes(value)}
                    onCheckedChange={(checked) =>
                      field.handleChange(checked ? [...field.state.value, value] : field.state.value.filter((entry) => entry !== value))
                    }
                  />
                );
              })}
              {message('return_conditions') ? <p className={styles.alert}>{message('return_conditions')}</p> : null}
            </fieldset>
          )}
        </form.Field>
        <form.Field name="authenticity_commitment">
          {(field) => (
            <Checkbox label={t('sellerProducts.form.authenticity')} checked={field.state.value} onCheckedChange={field.handleChange} />
          )}
        </form.Field>
        <form.Field name="guarantee_commitment">
          {(field) => (
            <Checkbox label={t('sellerProducts.form.guarantee')} checked={field.state.value} onCheckedChange={field.handleChange} />
          )}
        </form.Field>
      </fieldset>

      {issues.length > 0 ? (
        <p role="alert" className={styles.alert}>
          {t('sellerProducts.form.fixErrors', { count: issues.length })}
        </p>
      ) : null}
      <div className={styles.buttons}>
        <Button
          type="submit"
          variant="secondary"
          disabled={busy}
          loading={saving && !submitRef.current}
          onClick={() => (submitRef.current = false)}
        >
          {t('sellerProducts.form.saveDraft')}
        </Button>
        <Button
          type="submit"
          variant="primary"
          disabled={busy}
          loading={saving && submitRef.current}
          onClick={() => (submitRef.current = true)}
        >
          {t('sellerProducts.form.submit')}
        </Button>
      </div>
    </form>
  );
}
