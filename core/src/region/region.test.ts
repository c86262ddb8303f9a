import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  REGION_COUNTRY_ALIASES,
  RegionCountrySchema,
  regionCountryFromEnvelope,
  regionCountryCode,
  regionCountryParse,
  regionDecide,
  regionMoneyFormat,
} from './region.js';
import { LOCALES } from '../locale/locale.js';
import { vnd } from '../money/money.js';
import { STORAGE_KEYS } from '../identity/storage-keys.js';

const localeArb = fc.constantFrom(...LOCALES);

describe('regionCountryParse', () => {
  it('reads the handled codes in any case and with spaces', () => {
    expect(RegionCountrySchema.options).toEqual(['VN', 'KO', 'US', 'SG']);
    expect(regionCountryParse(' sg ')).toBe('SG');
    expect(regionCountryParse('KO')).toBe('KO');
  });

  it('reads ISO KR as the spec’s KO', () => {
    expect(REGION_COUNTRY_ALIASES).toEqual({ KR: 'KO' });
    expect(regionCountryParse('kr')).toBe('KO');
  });

  it('gives null for other countries and for anything that is not a code', () => {
    for (const value of ['FR', 'JP', '', null, undefined, 84, {}]) expect(regionCountryParse(value)).toBeNull();
    fc.assert(fc.property(fc.anything(), (value) => void regionCountryParse(value)));
  });
});

describe('regionCountryCode', () => {
  it('answers Korea as the spec’s KO and every other code in upper case, as regionCountryParse reads it', () => {
    expect(regionCountryCode('kr')).toBe('KO');
    expect(regionCountryCode(' us ')).toBe('US');
    expect(regionCountryCode('fr')).toBe('FR');
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z]{2}$/), (iso) => {
        const code = regionCountryCode(iso);
        expect(code).toMatch(/^[A-Z]{2}$/);
        expect(code).not.toBe('KR');
        expect(regionCountryParse(code)).toBe(regionCountryParse(iso));
      }),
    );
  });
});

describe('regionCountryFromEnvelope', () => {
  it('reads data.country_code of the envelope', () => {
    expect(regionCountryFromEnvelope({ statusCode: 200, message: 'ok', data: { country_code: 'US' } })).toBe('US');
  });

  it('gives null for a broken body, silently', () => {
    expect(regionCountryFromEnvelope({ statusCode: 500, data: null })).toBeNull();
    fc.assert(fc.property(fc.anything(), (body) => void regionCountryFromEnvelope(body)));
  });
});

describe('regionDecide', () => {
  it('shows the notice once and switches to kr for a visitor from Singapore', () => {
    expect(regionDecide({ country: 'SG', noticeShownThisSession: false, currentLocale: 'vi' })).toEqual({
      showNotice: true,
      switchLocaleTo: 'kr',
    });
  });

  it('shows the notice without a switch when the locale already is kr', () => {
    expect(regionDecide({ country: 'KO', noticeShownThisSession: false, currentLocale: 'kr' })).toEqual({
      showNotice: true,
      switchLocaleTo: null,
    });
  });

  it('does nothing for Vietnam, a failed lookup, an unknown country, or a second time in a session', () => {
    const nothing = { showNotice: false, switchLocaleTo: null };
    expect(regionDecide({ country: 'VN', noticeShownThisSession: false, currentLocale: 'vi' })).toEqual(nothing);
    expect(regionDecide({ country: null, noticeShownThisSession: false, currentLocale: 'vi' })).toEqual(nothing);
    expect(regionDecide({ country: 'FR', noticeShownThisSession: false, currentLocale: 'vi' })).toEqual(nothing);
    expect(regionDecide({ country: 'US', noticeShownThisSession: true, currentLocale: 'vi' })).toEqual(nothing);
  });

  it('switches only to kr, only with the notice, and never after the notice was shown', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom('VN', 'KO', 'KR', 'US', 'SG', 'FR'), fc.anything()),
        fc.boolean(),
        localeArb,
        (country, shown, locale) => {
          const decision = regionDecide({ country, noticeShownThisSession: shown, currentLocale: locale });
          if (decision.switchLocaleTo !== null) {
            expect(decision.switchLocaleTo).toBe('kr');
            expect(decision.showNotice).toBe(true);
          }
          if (shown) expect(decision.showNotice).toBe(false);
          const abroad = regionCountryParse(country) !== null && regionCountryParse(country) !== 'VN';
          expect(decision.showNotice).toBe(abroad && !shown);
        },
      ),
    );
  });

  it('names its session key', () => {
    expect(STORAGE_KEYS.regionNoticeShown).toBe('regionNoticeShown');
  });
});

describe('regionMoneyFormat', () => {
  it("prefixes 'S$ ' for Singapore and keeps the dong mark elsewhere", () => {
    expect(regionMoneyFormat(vnd(1_250_000), 'SG')).toBe('S$ 1.250.000');
    expect(regionMoneyFormat(vnd(1_250_000), 'US')).toBe('1.250.000đ');
    expect(regionMoneyFormat(vnd(1_250_000), null)).toBe('1.250.000đ');
  });
});
