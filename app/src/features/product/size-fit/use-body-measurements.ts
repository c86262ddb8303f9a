import { useState } from 'react';
import { STORAGE_KEYS, bodyMeasurementsEntry, bodyMeasurementsGiven, bodyMeasurementsRead, type BodyMeasurements } from '@modavi/core';
import { useServices } from '../../../hooks/use-services';

/**
 * Local-storage key of the measurements a buyer typed into the size chart's "my measurements"
 * form. Ours: the spec keeps measurements on the profile only; a visitor without an account
 * (or an account without them) keeps them on the device, in the profile's own shape.
 */
export const FIT_MEASUREMENTS_KEY = 'fitMeasurements';

export type MeasurementsSource = 'profile' | 'device';

export interface BodyMeasurementsState {
  readonly body: BodyMeasurements | null;
  readonly source: MeasurementsSource | null;
  /** The device entry, to fill the form with. */
  readonly own: BodyMeasurements | null;
  readonly save: (body: BodyMeasurements) => void;
  readonly clear: () => void;
}

/**
 * The buyer's body measurements for the size fit: the signed-in buyer's profile first (spec:
 * the profile, `/me`'s answer, is saved on the device at login as STORAGE_KEYS.profile, and
 * the account screens keep it current), then what was typed on this device. Core's
 * `bodyMeasurementsRead` takes the first entry that has any and skips broken ones. Reading the
 * saved profile rather than asking `/me` again keeps the account gateway off pages that
 * do not need it.
 */
export function useBodyMeasurements(): BodyMeasurementsState {
  const { tokens, local } = useServices();
  const loggedIn = tokens.isLoggedIn();
  const [ownEntry, setOwnEntry] = useState(() => local.get(FIT_MEASUREMENTS_KEY));
  const fromProfile = loggedIn ? bodyMeasurementsRead(local.get(STORAGE_KEYS.profile)) : null;
  const own = bodyMeasurementsRead(ownEntry);
  return {
    body: fromProfile ?? own,
    source: fromProfile ? 'profile' : own ? 'device' : null,
    own,
    save(body) {
      if (!bodyMeasurementsGiven(body)) {
        local.remove(FIT_MEASUREMENTS_KEY);
        setOwnEntry(null);
        return;
      }
      const entry = bodyMeasurementsEntry(body);
      local.set(FIT_MEASUREMENTS_KEY, entry);
      setOwnEntry(entry);
    },
    clear() {
      local.remove(FIT_MEASUREMENTS_KEY);
      setOwnEntry(null);
    },
  };
}
