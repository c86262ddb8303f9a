import { err, ok } from '../shared/result.js';
import { issue, type Validation } from '../shared/validation.js';
import { fieldText } from '../format/field-read.js';
import { TEXT_LIMITS } from '../shared/text-limits.js';

/** The longest cancel reason kept (the spec gives none): a note's length. */
export const ORDER_CANCEL_REASON_MAX = TEXT_LIMITS.note;
/** The longest waybill code kept; carriers' codes are under 20 characters. */
export const ORDER_WAYBILL_MAX = 40;

/** Spec section 5: a cancel needs a reason, of at most ORDER_CANCEL_REASON_MAX. Answers the trimmed reason. */
export function orderCancelReasonValidate(reason: unknown): Validation<string> {
  const text = fieldText(reason);
  if (text === '') return err([issue('reason', 'ORDER.CANCEL_REASON_REQUIRED')]);
  return text.length > ORDER_CANCEL_REASON_MAX ? err([issue('reason', 'ORDER.CANCEL_REASON_TOO_LONG', { max: ORDER_CANCEL_REASON_MAX })]) : ok(text);
}

/** Spec section 5: handing an order to the carrier needs its waybill code. Answers the trimmed code. */
export function orderWaybillValidate(code: unknown): Validation<string> {
  const text = fieldText(code);
  if (text === '') return err([issue('waybill', 'ORDER.WAYBILL_REQUIRED')]);
  return text.length > ORDER_WAYBILL_MAX ? err([issue('waybill', 'ORDER.WAYBILL_TOO_LONG', { max: ORDER_WAYBILL_MAX })]) : ok(text);
}

/**
 * Whether the seller's packing slip (the order page, printed) shows the buyer masked as the
 * spec masks a buyer for a seller (name, phone, address: section 9). Our reading: yes. The
 * parcel's address label is the carrier's, printed from the waybill the seller enters; the slip
 * is the shop's list of what is in the parcel, and a printed page is the easiest to leak.
 */
export const PACKING_SLIP_BUYER_MASKED = true;
