import * as z from 'zod/mini';
import type { Locale } from '../locale/locale.js';
import { moneyFormat, type MoneyFormatOptions } from '../money/money-format.js';
import type { Vnd } from '../money/money.js';
import { CountrySchema, envelopeSchema } from '../shared/envelope.js';

/** Spec section 1: the visitor countries handled. The spec writes KO (not ISO's KR) for Korea. */
export const RegionCountrySchema = z.enum(['VN', 'KO', 'US', 'SG']);
export type RegionCountry = z.infer<typeof RegionCountrySchema>;

/** The country the marketplace is at home in: no notice, no locale switch. */
export const REGION_HOME_COUNTRY: RegionCountry = 'VN';

/**
 * Codes read as a handled country. The spec uses KO for Korea, but an IP-country service
 * answers ISO 3166 codes, where Korea is KR; reading KR as KO keeps Korean visitors from
 * being treated as an unknown country (which shows nothing).
 */
export const REGION_COUNTRY_ALIASES: Readonly<Record<string, RegionCountry>> = { KR: 'KO' };

/** Spec: visitors from abroad are switched to the Korean locale (kr, which carries English wording). */
export const REGION_NOTICE_LOCALE: Locale = 'kr';

/** Reads a country code ('sg', ' KR ') as a handled country; anything else is null. */
export function regionCountryParse(value: unknown): RegionCountry | null {
  if (typeof value !== 'string') return null;
  const code = value.trim().toUpperCase();
  const parsed = RegionCountrySchema.safeParse(REGION_COUNTRY_ALIASES[code] ?? code);
  return parsed.success ? parsed.data : null;
}

/**
 * The code get-ip-country answers for an ISO 3166 code ('kr', ' US '): upper case, with the
 * spec's own codes where they differ from ISO (Korea is KO). Other countries keep their code.
 */
export function regionCountryCode(isoCode: string): string {
  const code = isoCode.trim().toUpperCase();
  return REGION_COUNTRY_ALIASES[code] ?? code;
}

const CountryEnvelopeSchema = envelopeSchema(CountrySchema);

/** The country of a GET api/v1/public/get-ip-country body (`data.country_code`); null when unreadable. */
export function regionCountryFromEnvelope(body: unknown): RegionCountry | null {
  const parsed = CountryEnvelopeSchema.safeParse(body);
  return parsed.success ? regionCountryParse(parsed.data.data.country_code) : null;
}

export interface RegionDecideInput {
  /** The country read at start, as received; null or anything unreadable when the lookup failed. */
  readonly country: unknown;
  readonly noticeShownThisSession: boolean;
  readonly currentLocale: Locale;
}

export interface RegionDecision {
  /** Show the notice and set STORAGE_KEYS.regionNoticeShown (session storage). */
  readonly showNotice: boolean;
  /** The locale to switch to, or null to leave it. */
  readonly switchLocaleTo: Locale | null;
}

const NOTHING: RegionDecision = { showNotice: false, switchLocaleTo: null };

/**
 * Spec sections 1 and 4: a visitor from a handled country other than VN sees a notice once
 * per session and the locale switches to kr. VN does nothing; so does an unknown country or a
 * failed lookup (region errors are silent). Once the notice was shown the visitor's own
 * language choice stands: no switch back to kr for the rest of the session.
 */
export function regionDecide(input: RegionDecideInput): RegionDecision {
  const country = regionCountryParse(input.country);
  if (country === null || country === REGION_HOME_COUNTRY || input.noticeShownThisSession) return NOTHING;
  return { showNotice: true, switchLocaleTo: input.currentLocale === REGION_NOTICE_LOCALE ? null : REGION_NOTICE_LOCALE };
}

/** How money is shown to a visitor: the Singapore prefix ('S$ ') for SG, the dong mark otherwise. */
export const regionMoneyOptions = (country: RegionCountry | null): MoneyFormatOptions =>
  country === 'SG' ? { singapore: true } : {};

/** An amount as a visitor from `country` sees it. */
export const regionMoneyFormat = (amount: Vnd | number, country: RegionCountry | null): string =>
  moneyFormat(amount, regionMoneyOptions(country));
