import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_CLASSIFICATIONS_MAX } from '@modavi/core';
import { Button, Input, Select } from '@modavi/ui';
import { ImageUploadField } from '../refunds/ImageUploadField';
import type { ProductFormApi } from './use-product-form';
import * as styles from './seller-products.css';

/**
 * Which classification's options carry a photo (spec 3 gives every option images). Ours: the
 * first one only, usually the colour, as the seller centres Vietnamese sellers use do: a buyer
 * picks a colour by its photo, and a size has nothing to show.
 */
export const OPTION_IMAGE_CLASSIFICATION = 0;
/** One photo per option: the variant's picture in the matrix, the cart and the order. */
const OPTION_IMAGES_MAX = 1;

/** Up to two classifications (colour, size), each with options carrying a name, a price, a stock and, for the first, a photo. */
export function ClassificationsEditor({
  form,
  message,
  onBusyChange,
}: {
  readonly form: ProductFormApi;
  readonly message: (field: string) => string | undefined;
  readonly onBusyChange?: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  /**
   * Issue 31 item 5 (WCAG 2.4.3): the row a button added takes the focus (its first field),
   * since it is drawn above the button and the next Tab would go past it. After React drew it.
   */
  const focusAdded = (selector: string) =>
    requestAnimationFrame(() => root.current?.querySelector<HTMLElement>(`${selector} input, ${selector} button`)?.focus());
  return (
    <form.Field name="classifications" mode="array">
      {(list) => (
        <div ref={root} className={styles.classifications}>
          {list.state.value.map((_, index) => (
            <fieldset key={index} className={styles.section} data-classification={index}>
              <legend className={styles.label}>
                {t('sellerProducts.form.classification', {
                  index: index + 1,
                })}
              </legend>
              <div className={styles.fields}>
                <form.Field name={`classifications[${index}].name`}>
                  {(field) => (
                    <Input
                      label={t('sellerProducts.form.classificationName')}
                      value={field.state.value}
                      error={message(`classifications.${index}.name`)}
                      onChange={(event) => field.handleChange(event.target.value)}
                    />
                  )}
                </form.Field>
                <form.Field name={`classifications[${index}].type`}>
                  {(field) => (
                    <Select
                      label={t('sellerProducts.form.classificationType')}
                      value={field.state.value}
                      options={(['color', 'size', 'other'] as const).map((type) => ({
                        value: type,
                        label: t(`sellerProducts.form.types.${type}`),
                      }))}
                      onValueChange={(value) => field.handleChange(value as 'color' | 'size' | 'other')}
                    />
                  )}
                </form.Field>
              </div>
              <form.Field name={`classifications[${index}].options`} mode="array">
                {(optionList) =>
                  optionList.state.value.map((_, optionIndex) => (
                    <div key={optionIndex} className={styles.optionRow} data-option={`${index}-${optionIndex}`}>
                      {(['name', 'price', 'stock'] as const).map((key) => (
                        <form.Field key={key} name={`classifications[${index}].options[${optionIndex}].${key}`}>
                          {(field) => (
                            <Input
                              label={t(`sellerProducts.form.option.${key}`, {
                                index: optionIndex + 1,
                              })}
                              inputMode={key === 'name' ? undefined : 'decimal'}
                              value={field.state.value}
                              error={message(`classifications.${index}.options.${optionIndex}.${key}`)}
                              onChange={(event) => field.handleChange(event.target.value)}
                            />
                          )}
                        </form.Field>
                      ))}
                      <Button variant="ghost" size="sm" onClick={() => optionList.removeValue(optionIndex)}>
                        {t('sellerProducts.form.removeOption')}
                      </Button>
                      {index === OPTION_IMAGE_CLASSIFICATION ? (
                        <form.Field name={`classifications[${index}].options[${optionIndex}].images`}>
                          {(field) => (
                            <div className={styles.optionImage}>
                              <ImageUploadField
                                label={t('sellerProducts.form.optionImage', { index: optionIndex + 1 })}
                                images={field.state.value}
                                max={OPTION_IMAGES_MAX}
                                onChange={field.handleChange}
                                {...(onBusyChange ? { onBusyChange } : {})}
                              />
                              {message(`classifications.${index}.options.${optionIndex}.images`) ? (
                                <p className={styles.alert}>{message(`classifications.${index}.options.${optionIndex}.images`)}</p>
                              ) : null}
                            </div>
                          )}
                        </form.Field>
                      ) : null}
                    </div>
                  ))
                }
              </form.Field>
              {message(`classifications.${index}.options`) ? (
                <p className={styles.alert}>{message(`classifications.${index}.options`)}</p>
              ) : null}
              <div className={styles.buttons}>
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => {
                    const added = form.getFieldValue(`classifications[${index}].options`).length;
                    form.pushFieldValue(`classifications[${index}].options`, {
                      name: '',
                      price: '',
                      stock: '',
                      images: [],
                    });
                    focusAdded(`[data-option="${index}-${added}"]`);
                  }}
                >
                  {t('sellerProducts.form.addOption')}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => list.removeValue(index)}>
                  {t('sellerProducts.form.removeClassification')}
                </Button>
              </div>
            </fieldset>
          ))}
          {message('classifications') ? <p className={styles.alert}>{message('classifications')}</p> : null}
          {list.state.value.length < PRODUCT_CLASSIFICATIONS_MAX ? (
            <Button
              variant="secondary"
              onClick={() => {
                const added = list.state.value.length;
                list.pushValue({
                  name: '',
                  type: added === 0 ? 'color' : 'size',
                  options: [{ name: '', price: '', stock: '', images: [] }],
                });
                focusAdded(`[data-classification="${added}"]`);
              }}
            >
              {t('sellerProducts.form.addClassification')}
            </Button>
          ) : null}
        </div>
      )}
    </form.Field>
  );
}
