import type { BodyMeasurements } from '../identity/body-measurements.js';
import type { SizeAttribute, SizeChartSize } from './size-chart.js';

/** A body measurement a size chart can be compared with (height and weight have no chart column). */
export type FitMeasurement = Exclude<keyof BodyMeasurements, 'height' | 'weight'>;

/**
 * Which profile measurement a chart column is compared with. Bust cup and the generic
 * "length" have no body measurement. "bottom" on the profile is read as the trouser leg
 * opening, the only chart column left for it.
 */
export const SIZE_ATTRIBUTE_MEASUREMENT: Readonly<Record<SizeAttribute, FitMeasurement | null>> = {
  chest: 'chest',
  upper_waist: 'upper_waist',
  lower_waist: 'lower_waist',
  shoulder_length: 'shoulder_length',
  shirt_length: 'shirt_length',
  hip: 'hip',
  trousers_length: 'trouser_length',
  trouser_leg_width: 'bottom',
  bust_cup: null,
  length: null,
};

/** How one of the buyer's measurements compares with one size's range. */
export interface SizeFitReason {
  readonly attribute: SizeAttribute;
  readonly measurement: FitMeasurement;
  readonly value: number;
  readonly min: number;
  readonly max: number;
  readonly fits: boolean;
  /** How far outside the range the measurement is (0 when it fits), in the chart's unit. */
  readonly off: number;
}

/** The suggested size and why. */
export interface SizeFit {
  readonly size_name: string;
  /** Measurements inside this size's ranges, out of those compared. */
  readonly matched: number;
  readonly compared: number;
  /** Sum of `off` over the reasons. */
  readonly off: number;
  readonly reasons: readonly SizeFitReason[];
}

const measured = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

function sizeScore(size: SizeChartSize, body: BodyMeasurements): SizeFit & { readonly centre: number } {
  const reasons: SizeFitReason[] = [];
  let centre = 0;
  for (const measure of size.measures) {
    const measurement = measure.attribute === null ? null : SIZE_ATTRIBUTE_MEASUREMENT[measure.attribute];
    const value = measurement === null ? undefined : body[measurement];
    if (measure.attribute === null || measurement === null || !measured(value)) continue;
    const off = value < measure.min ? measure.min - value : value > measure.max ? value - measure.max : 0;
    centre += Math.abs(value - (measure.min + measure.max) / 2);
    reasons.push({ attribute: measure.attribute, measurement, value, min: measure.min, max: measure.max, fits: off === 0, off });
  }
  const matched = reasons.filter((reason) => reason.fits).length;
  const off = reasons.reduce((sum, reason) => sum + reason.off, 0);
  return { size_name: size.size_name, matched, compared: reasons.length, off, reasons, centre };
}

/** Better first: more measurements inside the ranges, then closer to the ranges, then nearer their middles. */
const better = (a: ReturnType<typeof sizeScore>, b: ReturnType<typeof sizeScore>): boolean =>
  a.matched !== b.matched ? a.matched > b.matched : a.off !== b.off ? a.off < b.off : a.centre < b.centre;

/**
 * The size of a parsed chart that suits the buyer's body measurements best: the one whose
 * ranges contain the most of them, then the closest (least distance outside its ranges, then
 * nearest the middles), then the first in chart order. Each reason says which measurement
 * was compared and whether it fits. Null when no measurement can be compared with the chart
 * (empty chart, empty profile, or no shared measurement). Measurements of 0 count as not given.
 */
export function sizeChartFit(chart: readonly SizeChartSize[], body: BodyMeasurements | null | undefined): SizeFit | null {
  if (!body) return null;
  let best: ReturnType<typeof sizeScore> | null = null;
  for (const size of chart) {
    const score = sizeScore(size, body);
    if (score.compared > 0 && (best === null || better(score, best))) best = score;
  }
  if (best === null) return null;
  const { centre: _centre, ...fit } = best;
  return fit;
}

/**
 * Chart columns measured along the body (a length), rather than around it. A body longer than
 * the garment's range makes it short; around the body, a bigger body makes it tight.
 */
export const SIZE_LENGTH_ATTRIBUTES: ReadonlySet<SizeAttribute> = new Set<SizeAttribute>(['shoulder_length', 'shirt_length', 'trousers_length', 'length']);

/** How a size sits on one measurement, in the buyer's words. */
export type SizeFitVerdict = 'fits' | 'tight' | 'loose' | 'short' | 'long';

/**
 * What one reason of a fit means for the buyer: inside the range it fits; around the body
 * (chest, waist, hip, leg opening) a measurement above the range is tight and below it loose;
 * along the body (shoulder, shirt and trouser length) above the range is short and below it long.
 */
export function sizeFitVerdict(reason: Pick<SizeFitReason, 'attribute' | 'value' | 'min' | 'max'>): SizeFitVerdict {
  if (reason.value >= reason.min && reason.value <= reason.max) return 'fits';
  const above = reason.value > reason.max;
  if (SIZE_LENGTH_ATTRIBUTES.has(reason.attribute)) return above ? 'short' : 'long';
  return above ? 'tight' : 'loose';
}
