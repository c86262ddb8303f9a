import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sizeChartFit, sizeChartParse, sizeFitVerdict, type Logger, type SizeChart, type SizeFit } from '@modavi/core';
import { Button, Heading, SizeChartTable, Stack } from '@modavi/ui';
import { MeasurementsDialog } from './MeasurementsDialog';
import { useBodyMeasurements, type MeasurementsSource } from './use-body-measurements';
import * as styles from '../product-sections.css';

// Spec 8: a size chart parse error is console-only (the chart is then left out).
const consoleLogger: Logger = {
  info: (message, detail) => console.info(message, detail ?? ''),
  warn: (message, detail) => console.warn(message, detail ?? ''),
  error: (message, detail) => console.error(message, detail ?? ''),
};

const range = (min: number, max: number) => (min === max ? String(min) : `${min}–${max}`);

/**
 * The product's size chart with the buyer's fit: the size that suits their measurements best
 * is highlighted, and each compared measurement says whether it fits, is tight or loose, short
 * or long in that size (core's `sizeChartFit` and `sizeFitVerdict`).
 */
export function SizeChartSection({ chart }: { readonly chart: SizeChart }) {
  const { t } = useTranslation();
  const sizes = useMemo(() => sizeChartParse(chart, consoleLogger), [chart]);
  const measurements = useBodyMeasurements();
  const [formOpen, setFormOpen] = useState(false);
  const fit = useMemo(() => sizeChartFit(sizes, measurements.body), [sizes, measurements.body]);
  const first = sizes[0];
  if (!first) return null;
  const caption = t('productExtras.sizeChartCaption', { name: chart.name ?? t('productExtras.sizeChart') });

  return (
    <Stack as="section" gap="sm" aria-labelledby="size-chart" className={styles.panel}>
      <Heading level={2} id="size-chart">
        {t('productExtras.sizeChart')}
      </Heading>
      {/* Scrolls sideways on phones: focusable so the keyboard can scroll it too. */}
      <div className={styles.tableScroll} tabIndex={0} role="group" aria-label={caption}>
        <SizeChartTable
          caption={caption}
          sizeHeader={t('productExtras.size')}
          columns={first.measures.map((measure) => measure.name)}
          rows={sizes.map((size) => ({ name: size.size_name, cells: size.measures.map((measure) => range(measure.min, measure.max)) }))}
          highlighted={fit?.size_name ?? null}
          highlightLabel={t('productExtras.fitsYou')}
        />
      </div>
      <div className={styles.fit} data-testid="size-fit" aria-live="polite">
        {fit ? <FitExplanation fit={fit} source={measurements.source} /> : null}
        {!fit && measurements.body ? <p className={styles.note}>{t('productExtras.fitNoShared')}</p> : null}
        {!measurements.body ? <p className={styles.note}>{t('productExtras.fitPrompt')}</p> : null}
        {measurements.source !== 'profile' ? (
          <div>
            <Button variant="secondary" size="sm" onClick={() => setFormOpen(true)} aria-haspopup="dialog">
              {measurements.body ? t('productExtras.editMeasurements') : t('productExtras.enterMeasurements')}
            </Button>
          </div>
        ) : null}
      </div>
      {formOpen ? (
        <MeasurementsDialog open={formOpen} onOpenChange={setFormOpen} initial={measurements.own} onSave={measurements.save} />
      ) : null}
    </Stack>
  );
}

function FitExplanation({ fit, source }: { readonly fit: SizeFit; readonly source: MeasurementsSource | null }) {
  const { t } = useTranslation();
  const all = fit.matched === fit.compared;
  return (
    <>
      <p className={styles.fitTitle}>
        {all
          ? t('productExtras.fitAll', { size: fit.size_name, count: fit.compared })
          : t('productExtras.fitClosest', { size: fit.size_name, matched: fit.matched, count: fit.compared })}
      </p>
      <ul className={styles.reasons}>
        {fit.reasons.map((reason) => {
          const verdict = sizeFitVerdict(reason);
          return (
            <li key={reason.attribute} data-verdict={verdict} className={verdict === 'fits' ? styles.reasonFits : styles.reasonOff}>
              {t(`productExtras.verdict_${verdict}`, {
                measure: t(`productExtras.measure.${reason.measurement}`),
                value: reason.value,
                range: range(reason.min, reason.max),
              })}
            </li>
          );
        })}
      </ul>
      {source ? <p className={styles.note}>{t(source === 'profile' ? 'productExtras.fromProfile' : 'productExtras.fromDevice')}</p> : null}
    </>
  );
}
