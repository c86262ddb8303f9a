import { describe, expect, it } from 'vitest';
import { makeUserProfile } from '../testing/identity-factories.js';
import { bodyMeasurementsEntry, bodyMeasurementsGiven, bodyMeasurementsRead } from './fit-measurements.js';

describe('stored body measurements', () => {
  it('reads the profile first, then the visitor entry, skipping entries without measurements', () => {
    const profile = JSON.stringify(makeUserProfile({ body_measurements: { chest: 90 } }));
    const own = bodyMeasurementsEntry({ chest: 100, hip: 98 });
    expect(bodyMeasurementsRead(profile, own)).toEqual({ chest: 90 });
    expect(bodyMeasurementsRead(JSON.stringify(makeUserProfile({ body_measurements: null })), own)).toEqual({ chest: 100, hip: 98 });
    expect(bodyMeasurementsRead(null, own)).toEqual({ chest: 100, hip: 98 });
  });

  it('never fails on broken entries', () => {
    expect(bodyMeasurementsRead('{oops', '"text"', '[1]', JSON.stringify({ body_measurements: { chest: -4 } }))).toBeNull();
    expect(bodyMeasurementsRead()).toBeNull();
  });

  it('counts zero and empty measures as not given', () => {
    expect(bodyMeasurementsGiven({ chest: 0, hip: null })).toBe(false);
    expect(bodyMeasurementsGiven({ height: 160 })).toBe(true);
    expect(bodyMeasurementsRead(bodyMeasurementsEntry({ chest: 0 }))).toBeNull();
  });
});
