import * as z from 'zod/mini';
import { BodyMeasurementsSchema, type BodyMeasurements } from '../identity/body-measurements.js';

/**
 * Body measurements as stored on the device: the profile's own shape (`{ body_measurements }`),
 * so the same reader takes the signed-in profile (STORAGE_KEYS.profile) or measurements a
 * visitor typed in before having an account.
 */
export const FitProfileSchema = z.object({ body_measurements: z.nullish(BodyMeasurementsSchema) });
export type FitProfile = z.infer<typeof FitProfileSchema>;

const given = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

/** True when at least one measurement is filled in (0 and empty count as not given). */
export function bodyMeasurementsGiven(body: BodyMeasurements | null | undefined): body is BodyMeasurements {
  return !!body && Object.values(body).some(given);
}

/**
 * The measurements of the first stored entry that has any, in the order given (the profile
 * first, then the visitor's own entry). Entries that are missing, not JSON or of another
 * shape are skipped: a broken entry must never hide the size chart.
 */
export function bodyMeasurementsRead(...stored: readonly (string | null)[]): BodyMeasurements | null {
  for (const entry of stored) {
    if (entry === null) continue;
    let json: unknown;
    try {
      json = JSON.parse(entry);
    } catch {
      continue;
    }
    const parsed = FitProfileSchema.safeParse(json);
    if (parsed.success && bodyMeasurementsGiven(parsed.data.body_measurements)) return parsed.data.body_measurements;
  }
  return null;
}

/** The entry to store for measurements a visitor typed in, in the profile's shape. */
export const bodyMeasurementsEntry = (body: BodyMeasurements): string => JSON.stringify({ body_measurements: body } satisfies FitProfile);
