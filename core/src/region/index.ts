/** Visitor region (spec sections 1, 4, 9): the handled countries, the once-per-session notice and locale switch, money display. */
export {
  RegionCountrySchema,
  REGION_HOME_COUNTRY,
  REGION_COUNTRY_ALIASES,
  REGION_NOTICE_LOCALE,
  regionCountryParse,
  regionCountryCode,
  regionCountryFromEnvelope,
  regionDecide,
  regionMoneyOptions,
  regionMoneyFormat,
  type RegionCountry,
  type RegionDecideInput,
  type RegionDecision,
} from './region.js';
