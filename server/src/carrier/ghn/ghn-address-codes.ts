import { Either } from 'effect';
import { sql } from 'kysely';
import type { Db } from '../../db/db.js';
import { typedDb } from '../../db/kysely.js';
import { adminUnits } from '../../addresses/admin-units.js';
import { providerRun } from '../../providers/provider-call.js';
import { providerFailureText } from '../../providers/provider-failure.js';
import { adminUnitsMatch } from './address-names.js';
import type { GhnClient } from './ghn-client.js';

interface CodeRow {
  readonly level: 'province' | 'district' | 'ward';
  readonly ghn_code: string;
  readonly ghn_parent: string | null;
  readonly name: string;
  readonly gso_code: string | null;
}

export interface GhnRefreshSummary {
  readonly provinces: number;
  readonly districts: number;
  readonly wards: number;
  /** Units GHN has that no GSO unit matched by name (GHN's test units, renamed ones). */
  readonly unmatched: number;
}

const namesOf = (name: string, extensions: readonly string[] | null | undefined) => [name, ...(extensions ?? [])];

/** Runs a GHN read; a failure stops the refresh with the provider's words (the job runner logs and retries it). */
async function read<A>(program: Parameters<typeof providerRun<A>>[0]): Promise<A> {
  const result = await providerRun(program);
  if (Either.isLeft(result)) throw new Error(`GHN master data: ${providerFailureText(result.left)}`);
  return result.right;
}

/**
 * Fetches GHN's provinces, the districts of each province matched, and the wards of each
 * district matched, matches each to the GSO catalogue by name (adminUnitsMatch), and replaces
 * the kept codes in one transaction (checkout keeps using the old ones until it commits).
 */
export async function ghnAddressCodesRefresh(db: Db, client: GhnClient, now: number): Promise<GhnRefreshSummary> {
  const catalogue = await adminUnits();
  const rows: CodeRow[] = [];
  const provinces = await read(client.provinces());
  const provinceMatch = adminUnitsMatch(
    provinces.map((p) => ({ code: String(p.ProvinceID), names: namesOf(p.ProvinceName, p.NameExtension) })),
    catalogue.provinces.map((p) => ({ code: p.id, names: [p.name] })),
  );
  for (const province of provinces) {
    const gsoProvince = provinceMatch.get(String(province.ProvinceID)) ?? null;
    rows.push({ level: 'province', ghn_code: String(province.ProvinceID), ghn_parent: null, name: province.ProvinceName, gso_code: gsoProvince });
    const gso = gsoProvince === null ? undefined : catalogue.province(gsoProvince);
    if (!gso) continue;
    const districts = await read(client.districts(province.ProvinceID));
    const districtMatch = adminUnitsMatch(
      districts.map((d) => ({ code: String(d.DistrictID), names: namesOf(d.DistrictName, d.NameExtension) })),
      gso.districts.map((d) => ({ code: d.id, names: [d.name] })),
    );
    for (const district of districts) {
      const gsoDistrict = districtMatch.get(String(district.DistrictID)) ?? null;
      rows.push({ level: 'district', ghn_code: String(district.DistrictID), ghn_parent: String(province.ProvinceID), name: district.DistrictName, gso_code: gsoDistrict });
      const gsoWards = gso.districts.find((d) => d.id === gsoDistrict)?.wards;
      if (!gsoWards) continue;
      const wards = await read(client.wards(district.DistrictID));
      const wardMatch = adminUnitsMatch(
        wards.map((w) => ({ code: w.WardCode, names: namesOf(w.WardName, w.NameExtension) })),
        gsoWards.map((w) => ({ code: w.id, names: [w.name] })),
      );
      for (const ward of wards) {
        rows.push({ level: 'ward', ghn_code: ward.WardCode, ghn_parent: String(district.DistrictID), name: ward.WardName, gso_code: wardMatch.get(ward.WardCode) ?? null });
      }
    }
  }
  await db.transaction(async (tx) => {
    const typed = typedDb(tx);
    await typed.deleteFrom('ghn_address_codes').execute();
    // One statement for every unit: the rows come from the five arrays side by side (unnest).
    await typed
      .insertInto('ghn_address_codes')
      .columns(['level', 'ghn_code', 'ghn_parent', 'name', 'gso_code', 'refreshed_at'])
      .expression(
        sql`SELECT *, to_timestamp(${now}::float8 / 1000) FROM unnest(${rows.map((r) => r.level)}::text[], ${rows.map((r) => r.ghn_code)}::text[],
          ${rows.map((r) => r.ghn_parent)}::text[], ${rows.map((r) => r.name)}::text[], ${rows.map((r) => r.gso_code)}::text[])`,
      )
      .onConflict((oc) => oc.columns(['level', 'ghn_code']).doNothing())
      .execute();
  });
  const count = (level: CodeRow['level']) => rows.filter((row) => row.level === level).length;
  return { provinces: count('province'), districts: count('district'), wards: count('ward'), unmatched: rows.filter((row) => row.gso_code === null).length };
}

/** GHN's district id and ward code of an address book address (GSO codes), or null when not kept (not refreshed yet, or unmatched). */
export async function ghnAddressOf(
  db: Db,
  address: { readonly district_code?: string | null | undefined; readonly ward_code?: string | null | undefined },
): Promise<{ readonly districtId: number; readonly wardCode: string } | null> {
  if (!address.district_code || !address.ward_code) return null;
  const districtCode = address.district_code;
  const wardCode = address.ward_code;
  const rows = await typedDb(db)
    .selectFrom('ghn_address_codes')
    .select(['level', 'ghn_code', 'ghn_parent'])
    .where((eb) =>
      eb.or([
        eb.and([eb('level', '=', 'district'), eb('gso_code', '=', districtCode)]),
        eb.and([eb('level', '=', 'ward'), eb('gso_code', '=', wardCode)]),
      ]),
    )
    .execute();
  const district = rows.find((row) => row.level === 'district');
  // The ward must be one of that district's at GHN too.
  const ward = rows.find((row) => row.level === 'ward' && row.ghn_parent === district?.ghn_code);
  return district && ward ? { districtId: Number(district.ghn_code), wardCode: ward.ghn_code } : null;
}

/** GHN's units change rarely (a merger, a renamed ward): once a day is enough. */
export const GHN_ADDRESS_CODES_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** How often the job looks whether the codes are due: soon after start when none are kept (a new deployment). */
export const GHN_ADDRESS_CODES_CHECK_MS = 10 * 60 * 1000;

/** The job's run: refreshes the kept codes when there are none or they are a day old; answers whether it did. */
export async function ghnAddressCodesDue(db: Db, client: GhnClient, now: number): Promise<boolean> {
  const kept = await typedDb(db).selectFrom('ghn_address_codes').select(sql<number | null>`(extract(epoch FROM max(refreshed_at)) * 1000)::float8`.as('at')).executeTakeFirst();
  if (kept?.at != null && kept.at + GHN_ADDRESS_CODES_MAX_AGE_MS > now) return false;
  const summary = await ghnAddressCodesRefresh(db, client, now);
  console.info(`GHN address codes: ${summary.provinces} provinces, ${summary.districts} districts, ${summary.wards} wards (${summary.unmatched} not matched by name)`);
  return true;
}
