import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SIZE_LENGTH_ATTRIBUTES, sizeChartFit, sizeFitVerdict } from './size-chart-fit.js';
import { sizeChartParse, type SizeChartSize } from './size-chart.js';
import { makeBodyMeasurements, makeRecordingLogger, makeSizeChartRows } from '../testing/shop-factories.js';

const chart = sizeChartParse(makeSizeChartRows(), makeRecordingLogger());

describe('sizeChartFit', () => {
  it('picks the size whose ranges hold all measurements, with the reasons', () => {
    const fit = sizeChartFit(chart, makeBodyMeasurements({ chest: 86, upper_waist: 68, hip: 92 }));
    expect(fit).toMatchObject({ size_name: 'M', matched: 3, compared: 3, off: 0 });
    expect(fit?.reasons[0]).toEqual({ attribute: 'chest', measurement: 'chest', value: 86, min: 84, max: 88, fits: true, off: 0 });
  });

  it('prefers more matching measurements over closeness', () => {
    // S holds waist and hip; M holds only the chest.
    const fit = sizeChartFit(chart, makeBodyMeasurements({ chest: 86, upper_waist: 63, hip: 87 }));
    expect(fit).toMatchObject({ size_name: 'S', matched: 2, compared: 3 });
    expect(fit?.reasons.find((reason) => reason.measurement === 'chest')).toMatchObject({ fits: false, off: 2 });
  });

  it('on equal matches picks the closest, then the most central', () => {
    expect(sizeChartFit(chart, makeBodyMeasurements({ chest: 95 }))).toMatchObject({ size_name: 'L', matched: 0, off: 3 });
    // 88 is the edge of both M (84-88) and L (88-92): equally inside, equally central, first wins.
    expect(sizeChartFit(chart, makeBodyMeasurements({ chest: 88 }))?.size_name).toBe('M');
    expect(sizeChartFit(chart, makeBodyMeasurements({ chest: 84, upper_waist: 66, hip: 91 }))?.size_name).toBe('M');
  });

  it('compares only what both the profile and the chart have, and 0 counts as not given', () => {
    const fit = sizeChartFit(chart, makeBodyMeasurements({ chest: 90, upper_waist: 0, trouser_length: 100 }));
    expect(fit?.reasons.map((reason) => reason.measurement)).toEqual(['chest']);
  });

  it('maps the trouser columns to the profile', () => {
    const trousers: SizeChartSize[] = [
      { size_name: '28', measures: [{ attribute_id: 7, attribute: 'trousers_length', name: 'Dài quần', min: 95, max: 98 }] },
      { size_name: '30', measures: [{ attribute_id: 8, attribute: 'trouser_leg_width', name: 'Ống quần', min: 18, max: 20 }] },
    ];
    expect(sizeChartFit(trousers, makeBodyMeasurements({ trouser_length: 96 }))?.size_name).toBe('28');
    expect(sizeChartFit(trousers, makeBodyMeasurements({ bottom: 19 }))?.size_name).toBe('30');
  });

  it('is null when nothing can be compared', () => {
    expect(sizeChartFit([], makeBodyMeasurements({ chest: 86 }))).toBeNull();
    expect(sizeChartFit(chart, makeBodyMeasurements())).toBeNull();
    expect(sizeChartFit(chart, null)).toBeNull();
  });

  it('never picks a size that another size beats on matches', () => {
    const measure = fc.option(fc.integer({ min: 60, max: 110 }), { nil: null });
    fc.assert(
      fc.property(measure, measure, measure, (chest, upper_waist, hip) => {
        const fit = sizeChartFit(chart, makeBodyMeasurements({ chest, upper_waist, hip }));
        if (fit === null) {
          expect([chest, upper_waist, hip].every((value) => value === null)).toBe(true);
          return;
        }
        for (const size of chart) {
          const other = sizeChartFit([size], makeBodyMeasurements({ chest, upper_waist, hip }));
          expect(other?.matched ?? 0).toBeLessThanOrEqual(fit.matched);
          if (other?.matched === fit.matched) expect(other.off).toBeGreaterThanOrEqual(fit.off);
        }
        expect(fit.matched).toBe(fit.reasons.filter((reason) => reason.value >= reason.min && reason.value <= reason.max).length);
      }),
    );
  });
});

describe('sizeFitVerdict', () => {
  it('says fits inside the range, tight or loose around the body, short or long along it', () => {
    expect(sizeFitVerdict({ attribute: 'chest', value: 86, min: 84, max: 88 })).toBe('fits');
    expect(sizeFitVerdict({ attribute: 'chest', value: 90, min: 84, max: 88 })).toBe('tight');
    expect(sizeFitVerdict({ attribute: 'hip', value: 80, min: 84, max: 88 })).toBe('loose');
    expect(sizeFitVerdict({ attribute: 'shirt_length', value: 70, min: 64, max: 66 })).toBe('short');
    expect(sizeFitVerdict({ attribute: 'trousers_length', value: 90, min: 95, max: 98 })).toBe('long');
  });

  it('agrees with the fit reasons: fits exactly when the reason fits, and never says fits outside the range', () => {
    const attributes = ['chest', 'upper_waist', 'lower_waist', 'shoulder_length', 'shirt_length', 'hip', 'trousers_length', 'trouser_leg_width'] as const;
    fc.assert(
      fc.property(fc.constantFrom(...attributes), fc.integer({ min: 0, max: 300 }), fc.integer({ min: 0, max: 300 }), fc.integer({ min: 1, max: 300 }), (attribute, a, b, value) => {
        const min = Math.min(a, b);
        const max = Math.max(a, b);
        const verdict = sizeFitVerdict({ attribute, value, min, max });
        const inside = value >= min && value <= max;
        expect(verdict === 'fits').toBe(inside);
        if (!inside) {
          const kinds = SIZE_LENGTH_ATTRIBUTES.has(attribute) ? ['short', 'long'] : ['tight', 'loose'];
          expect(kinds).toContain(verdict);
          expect(verdict === 'tight' || verdict === 'short').toBe(value > max);
        }
      }),
    );
  });

  it('gives a verdict for every reason sizeChartFit returns', () => {
    const fit = sizeChartFit(chart, makeBodyMeasurements({ chest: 95, upper_waist: 60, hip: 92 }));
    for (const reason of fit?.reasons ?? []) expect(sizeFitVerdict(reason) === 'fits').toBe(reason.fits);
  });
});
