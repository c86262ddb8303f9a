import type { CarrierPort } from './carrier-port.js';
import type { CarrierSettings, GhnSettings } from './ghn/ghn-config.js';
import { ghnCarrier } from './ghn/ghn-carrier.js';
import { ghnClient, type GhnClient } from './ghn/ghn-client.js';
import { ghnAddressCodesDue } from './ghn/ghn-address-codes.js';
import { ghnStatusSync } from './ghn/ghn-status-sync.js';
import type { Db } from '../db/db.js';
import { TARIFF_CARRIER } from './tariff-carrier.js';

/** One GHN client and carrier per settings object (the server's config holds one), so GHN keeps one breaker. */
const made = new WeakMap<GhnSettings, { readonly client: GhnClient; readonly carrier: CarrierPort }>();

function ghnOf(settings: GhnSettings) {
  let ghn = made.get(settings);
  if (!ghn) {
    const client = ghnClient(settings);
    ghn = { client, carrier: ghnCarrier(client) };
    made.set(settings, ghn);
  }
  return ghn;
}

/** The carrier these settings choose: GHN when all its settings are set, the built-in tariff otherwise. */
export function carrierOf(settings: CarrierSettings | undefined): CarrierPort {
  const ghn = settings?.ghn;
  return ghn ? ghnOf(ghn).carrier : TARIFF_CARRIER;
}

/** The scheduled job of GHN's address codes (ghnAddressCodesDue); nothing without GHN. */
export const ghnAddressCodesJob = (db: Db, now: number, settings: CarrierSettings | undefined): Promise<boolean> =>
  settings?.ghn ? ghnAddressCodesDue(db, ghnOf(settings.ghn).client, now) : Promise.resolve(false);

/** The scheduled job asking GHN about parcels it has been quiet about (ghnStatusSync); nothing without GHN. */
export const ghnStatusSyncJob = (db: Db, now: number, settings: CarrierSettings | undefined): Promise<number> =>
  settings?.ghn ? ghnStatusSync(db, ghnOf(settings.ghn).carrier, now) : Promise.resolve(0);
