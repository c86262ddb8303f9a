import type { GroupBuyOffer } from '@modavi/core';

/** The set-up form as typed: text fields (numbers and local date-times as the inputs give them). */
export interface GroupBuyFormValues {
  readonly enabled: boolean;
  readonly group_price: string;
  readonly goal: string;
  readonly duration_hours: string;
  readonly starts_at: string;
  readonly ends_at: string;
}

/** Defaults of a new set-up (spec silent): a room of 2 open for a day, the most common on Shopee. */
const NEW_OFFER: GroupBuyFormValues = { enabled: true, group_price: '', goal: '2', duration_hours: '24', starts_at: '', ends_at: '' };

const two = (value: number): string => String(value).padStart(2, '0');

/** An instant as the browser's datetime-local input shows it, in the seller's own time zone. */
const localInput = (ms: number | null): string => {
  if (ms === null) return '';
  const at = new Date(ms);
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}`;
};

export const formOfOffer = (offer: GroupBuyOffer | null): GroupBuyFormValues =>
  offer
    ? {
        enabled: offer.enabled,
        group_price: String(offer.group_price),
        goal: String(offer.goal),
        duration_hours: String(offer.duration_hours),
        starts_at: localInput(offer.starts_at),
        ends_at: localInput(offer.ends_at),
      }
    : NEW_OFFER;

/** A number typed (spaces and dots of digit grouping dropped), or the text itself for the rule to refuse. */
const numberOf = (text: string): number | string => {
  const bare = text.replace(/[\s.]/g, '');
  return /^-?\d+$/.test(bare) ? Number(bare) : text;
};

const instantOf = (text: string): number | string | null => {
  if (text.trim() === '') return null;
  const ms = new Date(text).getTime();
  return Number.isFinite(ms) ? ms : text;
};

/** What core's groupBuyOfferValidate reads: numbers where typed as numbers, instants as epoch ms. */
export const offerInputOf = (values: GroupBuyFormValues): Record<string, unknown> => ({
  enabled: values.enabled,
  group_price: numberOf(values.group_price),
  goal: numberOf(values.goal),
  duration_hours: numberOf(values.duration_hours),
  starts_at: instantOf(values.starts_at),
  ends_at: instantOf(values.ends_at),
});
