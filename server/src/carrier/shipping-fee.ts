import { SHIPPING_OPTIONS, vnd, type ShippingOption, type ShippingQuote } from '@modavi/core';
import { provinceRegion } from './provinces.js';

/** Where a parcel leaves from: a Vietnamese province code, or null for a Korea-based shop. */
export type ShippingOrigin = string | null;

/** Where it goes: a Vietnamese province, or abroad. */
export type ShippingDestination = { readonly overseas: false; readonly provinceCode: string } | { readonly overseas: true };

/**
 * The reference carrier's tariff (the spec shows none): a zone price for the first kilogram
 * inside Vietnam (first 500 g across a border) plus a price per started 500 g above it.
 * Express runs only within a region of Vietnam and costs a surcharge on the standard price.
 */
export const SHIPPING_TARIFF = {
  sameProvince: 15_000,
  sameRegion: 22_000,
  otherRegion: 32_000,
  domesticIncludedGrams: 1_000,
  domesticPerStep: 5_000,
  fromKorea: 90_000,
  fromKoreaPerStep: 20_000,
  abroad: 180_000,
  abroadPerStep: 40_000,
  crossBorderIncludedGrams: 500,
  stepGrams: 500,
  expressSameProvince: 20_000,
  expressSameRegion: 35_000,
} as const;

const steps = (grams: number, included: number): number =>
  Math.max(0, Math.ceil((Math.max(0, grams) - included) / SHIPPING_TARIFF.stepGrams));

function standardFee(origin: ShippingOrigin, destination: ShippingDestination, grams: number): number {
  const t = SHIPPING_TARIFF;
  if (destination.overseas) return t.abroad + steps(grams, t.crossBorderIncludedGrams) * t.abroadPerStep;
  if (origin === null) return t.fromKorea + steps(grams, t.crossBorderIncludedGrams) * t.fromKoreaPerStep;
  const zone =
    origin === destination.provinceCode
      ? t.sameProvince
      : provinceRegion(origin) === provinceRegion(destination.provinceCode)
        ? t.sameRegion
        : t.otherRegion;
  return zone + steps(grams, t.domesticIncludedGrams) * t.domesticPerStep;
}

/** The express surcharge, or null where express does not run (across regions or borders). */
function expressSurcharge(origin: ShippingOrigin, destination: ShippingDestination): number | null {
  if (origin === null || destination.overseas) return null;
  if (origin === destination.provinceCode) return SHIPPING_TARIFF.expressSameProvince;
  const region = provinceRegion(origin);
  return region !== null && region === provinceRegion(destination.provinceCode) ? SHIPPING_TARIFF.expressSameRegion : null;
}

/** Every shipping option of one shop's parcel of `grams` to the destination, in option order. */
export function shippingQuotes(origin: ShippingOrigin, destination: ShippingDestination, grams: number): ShippingQuote[] {
  const standard = standardFee(origin, destination, grams);
  const surcharge = expressSurcharge(origin, destination);
  return SHIPPING_OPTIONS.map((option: ShippingOption): ShippingQuote => {
    if (option === 'standard') return { option, fee: vnd(standard), available: true, refusal_code: null };
    return surcharge === null
      ? { option, fee: vnd(0), available: false, refusal_code: 'CHECKOUT.SHIPPING_NOT_AVAILABLE_AT_ADDRESS' }
      : { option, fee: vnd(standard + surcharge), available: true, refusal_code: null };
  });
}
