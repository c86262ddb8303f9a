import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BODY_MEASUREMENT_FIELDS, BodyMeasurementsSchema, type BodyMeasurements, type Validation } from '@modavi/core';
import { useCheckedAfterSubmit } from '../../../hooks/use-checked-after-submit';
import { Button, Dialog, Input } from '@modavi/ui';
import * as styles from '../product-sections.css';

/** The measurements the form asks for: core's list, in the profile's order (spec 3). */
export const MEASUREMENT_FIELDS = BODY_MEASUREMENT_FIELDS;

type Field = (typeof MEASUREMENT_FIELDS)[number];
type Texts = Record<Field, string>;

const textsOf = (body: BodyMeasurements | null): Texts =>
  Object.fromEntries(MEASUREMENT_FIELDS.map((field) => [field, body?.[field] ? String(body[field]) : ''])) as Texts;

/** '86', '86,5' or '86.5' as a number; blank as not given; anything else as invalid. */
function measureRead(text: string): number | null | 'invalid' {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return 'invalid';
  return Number(trimmed);
}

/** The typed values, checked field by field (an issue's code is only a marker: the form words it). */
function measuresCheck(texts: Texts): Validation<BodyMeasurements> {
  const body: Record<string, number | null> = {};
  const invalid = MEASUREMENT_FIELDS.filter((field) => {
    const value = measureRead(texts[field]);
    if (value !== 'invalid') body[field] = value;
    return value === 'invalid';
  });
  if (invalid.length > 0) return { ok: false, error: invalid.map((field) => ({ field, code: 'invalid' })) };
  const parsed = BodyMeasurementsSchema.safeParse(body);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, error: [] };
}

export interface MeasurementsDialogProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly initial: BodyMeasurements | null;
  readonly onSave: (body: BodyMeasurements) => void;
}

/**
 * "My measurements": a small form whose values stay on this device and drive the size fit.
 * Each value is checked with core's BodyMeasurementsSchema (a number, never negative).
 */
export function MeasurementsDialog({ open, onOpenChange, initial, onSave }: MeasurementsDialogProps) {
  const { t } = useTranslation();
  const [texts, setTexts] = useState<Texts>(() => textsOf(initial));
  // Checked again on each change after the first save (issue 25.13): a fixed value's message goes.
  const { issues, submit: checkedSubmit, reset } = useCheckedAfterSubmit(() => measuresCheck(texts));
  const errorOf = (field: Field) => (issues.some((issue) => issue.field === field) ? t('productExtras.measureInvalid') : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    checkedSubmit((body) => {
      onSave(body);
      reset();
      onOpenChange(false);
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('productExtras.myMeasurements')}
      description={t('productExtras.measurementsHelp')}
      closeLabel={t('productExtras.close')}
      footer={
        <div className={styles.dialogFooter}>
          <Button variant="ghost" onClick={() => setTexts(textsOf(null))}>
            {t('productExtras.clearMeasurements')}
          </Button>
          <Button variant="primary" type="submit" form="my-measurements">
            {t('productExtras.saveMeasurements')}
          </Button>
        </div>
      }
    >
      <form id="my-measurements" className={styles.measureForm} onSubmit={submit} noValidate>
        {MEASUREMENT_FIELDS.map((field) => (
          <Input
            key={field}
            label={t(`productExtras.measure.${field}`)}
            hint={field === 'weight' ? t('productExtras.unitKg') : t('productExtras.unitCm')}
            inputMode="decimal"
            autoComplete="off"
            value={texts[field]}
            onChange={(event) => setTexts((current) => ({ ...current, [field]: event.target.value }))}
            error={errorOf(field)}
            data-testid={`measure-${field}`}
          />
        ))}
      </form>
    </Dialog>
  );
}
