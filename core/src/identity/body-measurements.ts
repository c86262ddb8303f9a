import * as z from 'zod/mini';

/** A body measure in centimetres (kilograms for weight); decimals allowed, never negative. */
const Measure = z.nullish(z.number().check(z.nonnegative()));

/**
 * Spec: the body measurements a buyer keeps on the profile, used to suggest a size.
 * Every measure is optional: people fill in only what they know.
 */
export const BodyMeasurementsSchema = z.object({
  /** cm */
  height: Measure,
  /** kg */
  weight: Measure,
  chest: Measure,
  upper_waist: Measure,
  lower_waist: Measure,
  hip: Measure,
  /** sleeve/shoulder length */
  shoulder_length: Measure,
  /** shirt/top length */
  shirt_length: Measure,
  /** pants/trouser length */
  trouser_length: Measure,
  bottom: Measure,
});
export type BodyMeasurements = z.infer<typeof BodyMeasurementsSchema>;
